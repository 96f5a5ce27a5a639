import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr-CA.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

// French has a 'many' plural form that English lacks
const withoutPluralSuffix = (key: string) => key.replace(/_(zero|one|many|other)$/, '');

describe('the message catalogues', () => {
  it('have the same messages in English and Canadian French', () => {
    const enKeys = new Set(keysOf(en).map(withoutPluralSuffix));
    const frKeys = new Set(keysOf(fr).map(withoutPluralSuffix));
    expect([...frKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !frKeys.has(key))).toEqual([]);
  });

  it('give French every plural form it uses', () => {
    const plurals = keysOf(fr).filter((key) => key.endsWith('_one'));
    for (const key of plurals) {
      const base = key.slice(0, -'_one'.length);
      expect(keysOf(fr)).toEqual(expect.arrayContaining([`${base}_many`, `${base}_other`]));
    }
  });

  it('keep every placeholder of the English message in the French one', () => {
    const frMessages = new Map(keysOf(fr).map((key) => [key, key]));
    const read = (catalogue: Catalogue, key: string) =>
      key
        .split('.')
        .reduce<string | Catalogue>((node, part) => (node as Catalogue)[part]!, catalogue) as string;
    for (const key of keysOf(en)) {
      const frKey = frMessages.has(key) ? key : key.replace(/_(one|other)$/, '_other');
      const placeholders = (message: string) => (message.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      const enPlaceholders = placeholders(read(en, key)).filter(
        (p) => !(key.endsWith('_one') && p === '{{count}}'),
      );
      for (const placeholder of enPlaceholders) expect(read(fr, frKey), key).toContain(placeholder);
    }
  });
});
