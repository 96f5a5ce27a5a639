import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './i18n';
import { detectLanguage, LANGUAGE_STORAGE_KEY, requestLanguage } from './languages';

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

describe('requestLanguage', () => {
  it('paints in the language the reader chose, from its cookie', () => {
    expect(requestLanguage('theme=1; portal-language=fr-CA', 'en-CA,en')).toBe('fr-CA');
    expect(requestLanguage('portal-language=en', 'fr-CA')).toBe('en');
  });

  it('else in the first supported language the browser accepts, else English', () => {
    expect(requestLanguage(undefined, 'de-DE,fr;q=0.8,en;q=0.5')).toBe('fr-CA');
    expect(requestLanguage('portal-language=de', 'es, en-GB;q=0.7')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });
});

describe('changeLanguage', () => {
  it('remembers the choice in a cookie, so the server paints the next page in it', async () => {
    await changeLanguage('fr-CA');
    expect(document.cookie).toContain('portal-language=fr-CA');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
    await changeLanguage('en');
    expect(document.cookie).toContain('portal-language=en');
  });
});
