import { STAFF_MESSAGE_CODES, staffMessageText } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { frCA } from './fr-CA';

const textAt = (texts: object, code: string): unknown =>
  code
    .replace(/^staff\./, '')
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], texts);
const valuesOf = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();

describe("the server's refusals to staff, by code", () => {
  it.each(STAFF_MESSAGE_CODES)(
    '%s is said in English as the server writes it, and in French with the same values',
    (code) => {
      const english = textAt(en.console.refusals, code);
      const french = textAt(frCA.console.refusals, code);
      expect(typeof french).toBe('string');
      expect(valuesOf(french)).toEqual(valuesOf(english));
      const sample = Object.fromEntries(valuesOf(english).map((name) => [name!, 7]));
      expect(String(english).replace(/%\{(\w+)\}/g, '7')).toBe(staffMessageText(code, sample));
    },
  );
});
