import { joinLiveSession, type TJoinLiveSessionResponse, ZJoinLiveSessionResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { liveQueryKey } from './live-keys';

export function postJoinLiveSession(id: number): Promise<TJoinLiveSessionResponse> {
  return apiFetch(buildPath(joinLiveSession.path, { id }), {
    method: 'POST',
    schema: import.meta.env.DEV ? ZJoinLiveSessionResponse : undefined,
  });
}

/** Records the student's attendance and answers the meeting link; the lists then show it attended. */
export function useJoinLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJoinLiveSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveQueryKey }),
  });
}
