import { frenchTypographyFaults } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { frCA } from './fr-CA';

function textsOf(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => textsOf(v, key ? `${key}.${k}` : k));
}

describe("the console's French texts", () => {
  it('follow Quebec typography', () => {
    const faults = textsOf(frCA, '').flatMap(([key, text]) =>
      frenchTypographyFaults(text).map((fault) => `${key}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
