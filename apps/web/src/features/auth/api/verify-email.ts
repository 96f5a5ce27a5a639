import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const verifyEmailPath = '/api/auth/verify-email';

/**
 * Consumes a mailed verification link: 200 signs the student in; 401 says `TOKEN_EXPIRED`,
 * `INVALID_TOKEN` or `LINK_ALREADY_USED`.
 */
export function verifyEmail(token: string) {
  return apiFetch(verifyEmailPath, { query: { token } });
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
