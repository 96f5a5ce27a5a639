import { type TContent, fillPath, viewContent } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { invalidateRewards } from '../../rewards/api/reward-keys';
import type { OpeningCall } from '../../../ssr/opening-calls';
import { contentKey, sectionsKey } from './journey-keys';

/** The view-content call, which opening a lesson or a document makes. */
export const viewContentCall = (subscriptionId: number, contentId: number): OpeningCall => ({
  path: fillPath(viewContent.path, { id: contentId }),
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
    mutationFn: (contentId: number) =>
      call(viewContent, { params: { id: contentId }, query: { subscription: subscriptionId } }),
    onSuccess: (content: TContent) => {
      queryClient.setQueryData(contentKey(subscriptionId, content.id), content);
      void queryClient.invalidateQueries({ queryKey: sectionsKey(subscriptionId) });
      void invalidateRewards(queryClient);
    },
  });
}
