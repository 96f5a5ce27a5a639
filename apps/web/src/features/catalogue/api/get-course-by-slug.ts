import { getCourseBySlug } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function getCourseBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['courses', 'slug', slug],
    queryFn: ({ signal }) => call(getCourseBySlug, { params: { slug } }, { signal }),
    staleTime: 60_000,
  });
}

/** The program a join link names by its slug; anonymous or signed in. */
export function useCourseBySlug(slug: string) {
  return useQuery(getCourseBySlugQueryOptions(slug));
}
