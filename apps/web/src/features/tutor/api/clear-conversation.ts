import { clearTutorConversation, type TTutorConversation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { getTutorConversationQueryOptions } from './get-conversation';

export function clearConversation(subscriptionId: number) {
  return apiFetch(buildPath(clearTutorConversation.path, { subscription_id: subscriptionId }), {
    method: 'DELETE',
  });
}

/** Empties the conversation at once, then reads it again (the quota is not given back). */
export function useClearTutorConversation(subscriptionId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getTutorConversationQueryOptions(subscriptionId);
  return useMutation({
    mutationFn: () => clearConversation(subscriptionId),
    onSuccess: async () => {
      queryClient.setQueryData(
        queryKey,
        (conversation: TTutorConversation | undefined) => conversation && { ...conversation, messages: [] },
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
