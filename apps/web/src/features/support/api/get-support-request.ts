import { getSupportRequest, ZSupportThread } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { supportQueryKey } from '../../../lib/support/support-keys';

/** One of the student's requests with its answers; another student's answers 404. */
export function getSupportRequestQueryOptions(userId: string | undefined, id: number) {
  return queryOptions({
    queryKey: [...supportQueryKey, userId, 'request', id],
    queryFn: ({ signal }) =>
      apiFetch(buildPath(getSupportRequest.path, { id }), {
        schema: import.meta.env.DEV ? ZSupportThread : undefined,
        signal,
      }),
    enabled: Boolean(userId),
  });
}
