import { API_ERROR_CODES } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../i18n/i18n';
import { ApiError } from './api-client';
import { AUTH_ERROR_CODES, apiErrorText, errorMessage } from './api-errors';

describe('the server’s error codes', () => {
  beforeAll(async () => {
    await changeLanguage('fr-CA', false);
  });

  const codes = [
    ...API_ERROR_CODES.map(
      (code) => [code, { detail: 'English words', code, params: { minutes: 2 } }] as const,
    ),
    ...AUTH_ERROR_CODES.map((code) => [code, { code, message: 'English words' }] as const),
  ];

  it.each(codes)('%s is said in English and in Canadian French', (_, body) => {
    const en = apiErrorText(new ApiError(403, body), i18n.getFixedT('en'));
    const fr = apiErrorText(new ApiError(403, body), i18n.getFixedT('fr-CA'));
    expect(en).toBeTruthy();
    expect(fr).toBeTruthy();
    expect(fr).not.toBe(en);
    for (const text of [en, fr]) expect(text).not.toMatch(/English words|{{|apiErrors|authErrors/);
  });

  it('says a rate limit with its minutes, whatever the English says', () => {
    const error = new ApiError(429, {
      detail: 'Too many requests. Please try again in 3 minute(s).',
      code: 'rate_limited',
      params: { minutes: 3 },
    });
    expect(apiErrorText(error, i18n.getFixedT('fr-CA'))).toBe(
      'Trop de demandes. Veuillez réessayer dans 3 minutes.',
    );
  });

  it('says Better Auth’s own rate limit, which has no code, by its status', () => {
    const error = new ApiError(429, { message: 'Too many requests. Please try again later.' });
    expect(apiErrorText(error, i18n.getFixedT('fr-CA'))).toMatch(/^Trop de demandes/);
  });

  it('says a module’s refusal by its code, and one without a code as the server wrote it', () => {
    const fr = i18n.getFixedT('fr-CA');
    const coded = new ApiError(403, { detail: 'Words the server may reword.', code: 'forum.notEnrolled' });
    expect(errorMessage(coded, fr)).toBe('Vous n’avez pas d’inscription à ce programme.');
    const refused = new ApiError(409, { detail: 'The school’s own words.', code: 'refused' });
    expect(errorMessage(refused, fr)).toBe('The school’s own words.');
    // the portal's own limiter gives its code: a 429 without one is said as written
    expect(errorMessage(new ApiError(429, { detail: 'Slow down, says a proxy.' }), fr)).toBe(
      'Slow down, says a proxy.',
    );
    expect(errorMessage(new ApiError(0, null), fr)).toBe(undefined);
  });

  it('leaves an error worded by its module to what the server said', () => {
    expect(
      apiErrorText(new ApiError(409, { detail: 'Words', code: 'refused' }), i18n.getFixedT('fr-CA')),
    ).toBe(undefined);
  });
});
