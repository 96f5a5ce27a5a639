import { listCourses, type TListCoursesQuery, ZListCoursesResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export type ListCoursesParams = Partial<TListCoursesQuery>;

export function fetchCourses(params: ListCoursesParams, signal?: AbortSignal) {
  return apiFetch(listCourses.path, {
    query: {
      search: params.search?.trim(),
      kind: params.kind,
      max_price: params.max_price,
      offset: params.offset,
      limit: params.limit,
    },
    schema: import.meta.env.DEV ? ZListCoursesResponse : undefined,
    signal,
  });
}

export function getCoursesQueryOptions(params: ListCoursesParams = {}) {
  return queryOptions({
    queryKey: ['courses', 'list', params],
    queryFn: ({ signal }) => fetchCourses(params, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCourses(params: ListCoursesParams = {}) {
  return useQuery(getCoursesQueryOptions(params));
}
