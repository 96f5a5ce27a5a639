import { getCourseBySlug, ZGetCourseResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';

export function fetchCourseBySlug(slug: string, signal?: AbortSignal) {
  return apiFetch(buildPath(getCourseBySlug.path, { slug }), {
    schema: import.meta.env.DEV ? ZGetCourseResponse : undefined,
    signal,
  });
}

export function getCourseBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['courses', 'slug', slug],
    queryFn: ({ signal }) => fetchCourseBySlug(slug, signal),
    staleTime: 60_000,
  });
}

/** The program a join link names by its slug; anonymous or signed in. */
export function useCourseBySlug(slug: string) {
  return useQuery(getCourseBySlugQueryOptions(slug));
}
