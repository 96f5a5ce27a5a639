import { getCourse, ZGetCourseResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../api-client';

export function fetchCourse(id: number, signal?: AbortSignal) {
  return apiFetch(buildPath(getCourse.path, { id }), {
    schema: import.meta.env.DEV ? ZGetCourseResponse : undefined,
    signal,
  });
}

export function getCourseQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['courses', 'detail', id],
    queryFn: ({ signal }) => fetchCourse(id, signal),
    staleTime: 60_000,
  });
}

/** A program with its outline, anonymous or signed in; the catalogue, checkout and thanks pages share it. */
export function useCourse(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCourseQueryOptions(id), enabled: options.enabled ?? true });
}
