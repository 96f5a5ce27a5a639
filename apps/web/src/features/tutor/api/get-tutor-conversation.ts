import { getTutorConversation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function getTutorConversationQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: ['tutor', 'conversation', subscriptionId] as const,
    queryFn: ({ signal }) =>
      call(getTutorConversation, { params: { subscription_id: subscriptionId } }, { signal }),
  });
}

/** The stored conversation about one program, with the questions left today; read while the tutor is open. */
export function useTutorConversation(subscriptionId: number, enabled: boolean) {
  return useQuery({ ...getTutorConversationQueryOptions(subscriptionId), enabled });
}
