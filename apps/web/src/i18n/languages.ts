import type { TLanguage } from '@portal/contract';

export const SUPPORTED_LANGUAGES = ['en', 'fr-CA'] as const satisfies readonly TLanguage[];
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language is named in itself, so a reader finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'fr-CA': 'Français' };

export const LANGUAGE_STORAGE_KEY = 'portal.language';
/** The same choice, sent with every request so the server paints pages in it. */
export const LANGUAGE_COOKIE = 'portal-language';

export function toSupportedLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  if (lower.startsWith('fr')) return 'fr-CA';
  if (lower.startsWith('en')) return 'en';
  return null;
}

/** The remembered choice, else the browser's first supported language, else English. */
export function detectLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage can be blocked (private mode, strict settings); the browser's languages still apply
  }
  const remembered = toSupportedLanguage(stored);
  if (remembered) return remembered;
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** The language to paint a page in: the reader's cookie, else the first supported one they accept. */
export function requestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = /(?:^|;\s*)portal-language=([^;]*)/.exec(cookie ?? '')?.[1];
  const remembered = toSupportedLanguage(chosen);
  if (remembered) return remembered;
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const language = toSupportedLanguage(tag.split(';')[0]?.trim());
    if (language) return language;
  }
  return 'en';
}
