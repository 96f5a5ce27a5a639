import { getCourse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function getCourseQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['courses', 'detail', id],
    queryFn: ({ signal }) => call(getCourse, { params: { id } }, { signal }),
    staleTime: 60_000,
  });
}

/** A program with its outline, anonymous or signed in; the catalogue, checkout and thanks pages share it. */
export function useCourse(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCourseQueryOptions(id), enabled: options.enabled ?? true });
}
