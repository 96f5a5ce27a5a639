import { joinLiveSession, type TJoinLiveSessionResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveQueryKey } from './live-keys';

export function postJoinLiveSession(id: number): Promise<TJoinLiveSessionResponse> {
  return call(joinLiveSession, { params: { id } });
}

/** Records the student's attendance and answers the meeting link; the lists then show it attended. */
export function useJoinLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJoinLiveSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveQueryKey }),
  });
}
