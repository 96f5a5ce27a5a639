import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './languages';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('detectLanguage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser: any French becomes Canadian French', () => {
    browserLanguages(['fr-FR', 'en']);
    expect(detectLanguage()).toBe('fr-CA');
  });

  it('takes the first supported language the browser lists', () => {
    browserLanguages(['de-DE', 'en-CA', 'fr-CA']);
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to English', () => {
    browserLanguages(['de-DE', 'es']);
    expect(detectLanguage()).toBe('en');
  });

  it('prefers the language the reader chose before', () => {
    browserLanguages(['en-CA']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr-CA');
    expect(detectLanguage()).toBe('fr-CA');
  });
});
