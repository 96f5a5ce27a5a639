import { API_ERROR_CODES, SIGN_IN_LOCK, type TApiErrorCode, type TCoded } from '@portal/contract';
import type { TFunction } from 'i18next';
import { type ApiError, isApiError } from './api-client';
import { isMessageCode, messageText } from './message-text';

/** Better Auth's error codes the sign-in, sign-up and reset forms can meet, said in the catalogues. */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  // the portal's own password rule (PASSWORD_RULE), checked as Better Auth takes the password
  'WEAK_PASSWORD',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'USER_NOT_FOUND',
  'EMAIL_ALREADY_VERIFIED',
  'SESSION_EXPIRED',
  'CREDENTIAL_ACCOUNT_NOT_FOUND',
  // the portal's own lock of an account after failed sign-ins
  'TOO_MANY_FAILED_SIGN_INS',
  'TOO_MANY_REQUESTS',
] as const;

const isOneOf = <T extends string>(list: readonly T[], code: string): code is T =>
  (list as readonly string[]).includes(code);

/**
 * A failed call said in the reader's language from its code and params, never from its English words;
 * undefined when the server worded it in English alone (`refused`) or the call did not fail with an answer.
 */
export function apiErrorText(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error) || error.status === 0) return undefined;
  // Better Auth's own limiter answers 429 with no code
  const coded = codeOfError(error) ?? (error.status === 429 ? { code: 'TOO_MANY_REQUESTS' } : undefined);
  return coded && codedText(coded, t);
}

/** The code a failed call is said by: its own, else that of its 400's message for the request as a whole. */
export function codeOfError(error: ApiError): TCoded | undefined {
  if (error.code) return { code: error.code, params: error.params };
  return error.fieldCodes.non_field_errors?.[0];
}

/** A server's error or message code in the reader's language; undefined for a code the portal does not say. */
export function codedText({ code, params = {} }: TCoded, t: TFunction): string | undefined {
  if (isOneOf<TApiErrorCode>(API_ERROR_CODES, code)) {
    const minutes = Number(params.minutes ?? 1);
    return code === 'rate_limited'
      ? t('apiErrors.rate_limited', { count: minutes })
      : t(`apiErrors.${code}`, params);
  }
  if (isMessageCode(code)) return messageText(code, params, t);
  if (isOneOf(AUTH_ERROR_CODES, code)) {
    return t(`authErrors.${code}`, { minutes: SIGN_IN_LOCK.lockMinutes });
  }
  return undefined;
}

/** The first message of a field of a refused call, in the reader's language: by its code, else as written. */
export function fieldErrorText(error: ApiError, field: string, t: TFunction): string | undefined {
  const coded = error.fieldCodes[field]?.[0];
  if (coded && isMessageCode(coded.code)) return messageText(coded.code, coded.params, t);
  return error.fieldErrors[field]?.[0];
}

/**
 * What the server said about a failed call, in the reader's language: by its code, else as it wrote it
 * (a school's command, say); undefined when it said nothing.
 */
export function errorMessage(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error) || error.status === 0) return undefined;
  const coded = codeOfError(error);
  const said = coded && codedText(coded, t);
  if (said) return said;
  return error.detail ?? error.nonFieldErrors[0];
}
