import { frenchTypographyFaults } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { PROFILE_PDF_TEXTS } from './profile-pdf-texts';

/** Every text of a table, a function's with sample values. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf(value({ filled: 80, verified: 50, date: '5 mars 2026' }));
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(textsOf);
}

describe('the texts of the profile PDF', () => {
  it('follow Quebec typography in French', () => {
    const texts = textsOf(PROFILE_PDF_TEXTS['fr-CA']);
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.flatMap(frenchTypographyFaults)).toEqual([]);
  });
});
