import { isApiError } from '../../../lib/api-client';

/** What the server said about a failed call (its detail or first general error), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  return error.detail ?? error.nonFieldErrors[0] ?? fallback;
}
