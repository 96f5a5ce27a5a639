import { getSupportRequest } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportQueryKey } from './support-keys';

/** One of the student's requests with its answers; another student's answers 404. */
export function getSupportRequestQueryOptions(userId: string | undefined, id: number) {
  return queryOptions({
    queryKey: [...supportQueryKey, userId, 'request', id],
    queryFn: ({ signal }) => call(getSupportRequest, { params: { id } }, { signal }),
    enabled: Boolean(userId),
  });
}
