import { verifyEmail as verifyEmailOperation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function verifyEmail(token: string) {
  return call(verifyEmailOperation, { query: { token } });
}

// a query, not a mutation: the cache makes sure a token is spent once, even when React mounts twice;
// and never cancelled, since a page mounted again would then spend it twice ("already used")
export function getVerifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Spent by the browser only: a page painted on the server for a student already signed in is left to the
 * browser, and a link spent while painting it would then answer the browser "already used".
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    ...getVerifyEmailQueryOptions(token ?? ''),
    enabled: Boolean(token) && typeof document !== 'undefined',
  });
}
