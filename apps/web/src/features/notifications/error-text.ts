import { isApiError } from '../../lib/api-client';

/** The server's message when it sent one (spec section 8, Notifications), else the portal's own text. */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0) return fallback;
  return error.detail ?? error.nonFieldErrors[0] ?? fallback;
}
