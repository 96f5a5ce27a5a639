import { listCourses, type TListCoursesQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type ListCoursesParams = Partial<TListCoursesQuery>;

export function getCoursesQueryOptions(params: ListCoursesParams = {}) {
  return queryOptions({
    queryKey: ['courses', 'list', params],
    queryFn: ({ signal }) =>
      call(listCourses, { query: { ...params, search: params.search?.trim() } }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCourses(params: ListCoursesParams = {}) {
  return useQuery(getCoursesQueryOptions(params));
}
