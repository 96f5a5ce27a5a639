import { getContent, type TContent, viewContent, ZGetContentResponse } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { invalidateRewards } from '../../rewards/api/reward-keys';
import type { OpeningCall } from '../../../ssr/opening-calls';
import { contentKey, journeyKey } from './journey-keys';

/** One item with what its type needs; fetched afresh each time the student opens it. */
export function useContent(contentId: number | undefined, subscriptionId: number) {
  return useQuery({
    queryKey: contentKey(subscriptionId, contentId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch(buildPath(getContent.path, { id: contentId! }), {
        query: { subscription: subscriptionId },
        schema: import.meta.env.DEV ? ZGetContentResponse : undefined,
        signal,
      }),
    enabled: contentId !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** The view-content call, which opening a lesson or a document makes. */
export const viewContentCall = (subscriptionId: number, contentId: number): OpeningCall => ({
  path: buildPath(viewContent.path, { id: contentId }),
  options: { query: { subscription: subscriptionId } },
});

/**
 * The spec's view-content call: a lesson or document read, a video watched to its end. The item's
 * answer replaces the cached one, and the sections are read again for their marks and locks, the
 * reward points for what completing it earned.
 */
export function useViewContent(subscriptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) => {
      const { path, options } = viewContentCall(subscriptionId, contentId);
      return apiFetch(path, { ...options, schema: import.meta.env.DEV ? ZGetContentResponse : undefined });
    },
    onSuccess: (content: TContent) => {
      queryClient.setQueryData(contentKey(subscriptionId, content.id), content);
      void queryClient.invalidateQueries({ queryKey: [...journeyKey(subscriptionId), 'sections'] });
      void invalidateRewards(queryClient);
    },
  });
}
