import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { encodeRedirect, safeRedirect } from '../../../lib/session';

/** What the sign-in pages carry from one to the next: whether they run in the pop-up, and where to go after. */
export type AuthParams = { popup: boolean; redirect: string };

export function useAuthParams(): AuthParams {
  const [params] = useSearchParams();
  return { popup: params.get('popup') === '1', redirect: safeRedirect(params.get('redirect')) };
}

/** `/auth/register-unprotected?popup=1&redirect=/dashboard` */
export function authPagePath(path: string, { popup, redirect }: AuthParams): string {
  return `${path}?${popup ? 'popup=1&' : ''}redirect=${encodeRedirect(redirect)}`;
}

/** Where a spent, expired or unknown mailed link leads: `/expire-link?reason=<Better Auth code>`. */
export function expiredLinkPath(error: unknown): string {
  const reason = isApiError(error) && error.code ? error.code : 'INVALID_TOKEN';
  return `/expire-link?reason=${encodeURIComponent(reason)}`;
}
