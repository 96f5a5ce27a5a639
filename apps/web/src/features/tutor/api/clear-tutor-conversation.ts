import { clearTutorConversation, type TTutorConversation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getTutorConversationQueryOptions } from './get-tutor-conversation';

/** Empties the conversation at once, then reads it again (the quota is not given back). */
export function useClearTutorConversation(subscriptionId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getTutorConversationQueryOptions(subscriptionId);
  return useMutation({
    mutationFn: () => call(clearTutorConversation, { params: { subscription_id: subscriptionId } }),
    onSuccess: async () => {
      queryClient.setQueryData(
        queryKey,
        (conversation: TTutorConversation | undefined) => conversation && { ...conversation, messages: [] },
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
