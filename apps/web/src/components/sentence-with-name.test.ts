import { describe, expect, it } from 'vitest';
import enPages from '../i18n/locales/en/pages.json';
import frPages from '../i18n/locales/fr-CA/pages.json';
import { SENTENCES_WITH_NAME } from './sentence-with-name';

// every screen's source, read as text
const sources = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The message of `key` in every form: a plural message is its `_one`, `_many`, `_other`… */
function formsOf(catalogue: object, key: string): string[] {
  const path = key.split('.');
  const last = path.pop()!;
  const group = path.reduce<Record<string, unknown>>(
    (node, part) => node[part] as Record<string, unknown>,
    catalogue as Record<string, unknown>,
  );
  return Object.entries(group)
    .filter(([name]) => name === last || name.startsWith(`${last}_`))
    .map(([, text]) => String(text));
}

describe('the sentences naming a program, cohort or item', () => {
  it.each(SENTENCES_WITH_NAME)('%s marks the name in both languages', (key) => {
    for (const catalogue of [enPages, frPages]) {
      const forms = formsOf(catalogue, key);
      expect(forms.length).toBeGreaterThan(0);
      for (const text of forms) expect(text).toContain('<name>{{name}}</name>');
    }
  });

  it('are never written with plain t(), which would show the tag', () => {
    const plain = Object.entries(sources).flatMap(([file, source]) =>
      SENTENCES_WITH_NAME.filter((key) => source.includes(`t('${key}'`)).map((key) => `${file}: ${key}`),
    );
    expect(plain).toEqual([]);
  });
});
