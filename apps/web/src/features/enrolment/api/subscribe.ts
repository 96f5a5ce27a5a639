import { subscribe as subscribeOperation, type TSubscribeRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from './subscriptions-query-key';

/** Joins a program, or one of its cohorts, by email: signed in or not. */
export function subscribe(body: TSubscribeRequest) {
  return call(subscribeOperation, { body });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
