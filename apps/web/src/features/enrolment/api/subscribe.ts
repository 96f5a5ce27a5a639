import { subscribe as subscribeCall, type TSubscribeRequest, ZSubscribeResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../../lib/subscriptions/get-subscriptions';

/** Joins a program, or one of its cohorts, by email: signed in or not. */
export function subscribe(body: TSubscribeRequest) {
  return apiFetch(subscribeCall.path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZSubscribeResponse : undefined,
  });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
