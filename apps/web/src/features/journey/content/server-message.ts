import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-errors';
import { localContractMessage } from '../../../lib/contract-messages';

/** What the server said about a failed call (its detail or first general error), else `fallback`. */
export function serverMessage(error: unknown, fallback: string, t: TFunction): string {
  const coded = apiErrorText(error, t);
  if (coded) return coded;
  const message = isApiError(error) ? (error.detail ?? error.nonFieldErrors[0]) : undefined;
  return message ? localContractMessage(message, t) : fallback;
}
