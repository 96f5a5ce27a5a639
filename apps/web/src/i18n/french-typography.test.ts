import { frenchTypographyFaults } from '@portal/contract';
import { describe, expect, it } from 'vitest';

// every French catalogue, whatever its name, so a new one is checked too
const catalogues = import.meta.glob<{ default: unknown }>('./locales/fr-CA/*.json', { eager: true });

function textsOf(value: unknown, key: string): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => textsOf(v, key ? `${key}.${k}` : k));
}

describe('the French catalogues', () => {
  it('are found', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(2);
  });

  it.each(Object.entries(catalogues))('%s follows Quebec typography', (_, catalogue) => {
    const faults = textsOf(catalogue.default, '').flatMap(([key, text]) =>
      frenchTypographyFaults(text).map((fault) => `${key}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
