import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/api-errors';

/** What the server said about a failed call (its detail or first general error), else `fallback`. */
export function serverMessage(error: unknown, fallback: string, t: TFunction): string {
  return errorMessage(error, t) ?? fallback;
}
