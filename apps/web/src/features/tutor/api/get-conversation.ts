import { getTutorConversation, type TTutorConversation, ZTutorConversation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';

export function fetchTutorConversation(
  subscriptionId: number,
  signal?: AbortSignal,
): Promise<TTutorConversation> {
  return apiFetch(buildPath(getTutorConversation.path, { subscription_id: subscriptionId }), {
    schema: import.meta.env.DEV ? ZTutorConversation : undefined,
    signal,
  });
}

export function getTutorConversationQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: ['tutor', 'conversation', subscriptionId] as const,
    queryFn: ({ signal }) => fetchTutorConversation(subscriptionId, signal),
  });
}

/** The stored conversation about one program, with the questions left today; read while the tutor is open. */
export function useTutorConversation(subscriptionId: number, enabled: boolean) {
  return useQuery({ ...getTutorConversationQueryOptions(subscriptionId), enabled });
}
