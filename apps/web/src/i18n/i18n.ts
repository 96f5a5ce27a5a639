import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { importWithTimeout } from '../lib/chunk-load';
import {
  detectLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from './languages';
import enFrame from './locales/en/frame.json';

/**
 * Each language's texts come in two parts: the frame (header, footer, error screens and the home page),
 * which every visitor sees first, and the pages, which load with the first other page. English's frame
 * is bundled as the fallback; everything else loads on demand, so the first page carries only what it
 * shows.
 */
type Part = 'frame' | 'pages';
type Texts = { default: Record<string, unknown> };

const parts: Record<Language, Record<Part, () => Promise<Texts>>> = {
  en: {
    frame: () => Promise.resolve({ default: enFrame }),
    pages: () => import('./locales/en/pages.json'),
  },
  'fr-CA': {
    frame: () => import('./locales/fr-CA/frame.json'),
    pages: () => import('./locales/fr-CA/pages.json'),
  },
};

void i18n.use(initReactI18next).init({
  // a copy: i18next merges later texts into the object it is given
  resources: { en: { translation: structuredClone(enFrame) } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr-CA'],
  load: 'currentOnly',
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

// the server's first paint names the language in its own <html lang>
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = i18n.language;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const loaded = new Map<string, Promise<void>>([['en/frame', Promise.resolve()]]);
let pagesWanted = false;

function loadPart(language: Language, part: Part) {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = importWithTimeout(parts[language][part]).then(
      (texts) => void i18n.addResourceBundle(language, 'translation', texts.default, true),
    );
    // a failed load is tried again next time rather than remembered
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The pages' texts in the current language; a lazy page or dialog waits for them with its code. */
export function loadPageTexts() {
  pagesWanted = true;
  return loadPart(i18n.language as Language, 'pages');
}

/** Every language's texts at once: the server paints any page, in either language. */
export async function loadAllTexts() {
  pagesWanted = true;
  await Promise.all(
    SUPPORTED_LANGUAGES.flatMap((language) => [loadPart(language, 'frame'), loadPart(language, 'pages')]),
  );
}

/** Loads the language's texts, switches to it and remembers the choice. */
export async function changeLanguage(language: Language, remember = true) {
  await Promise.all([loadPart(language, 'frame'), pagesWanted && loadPart(language, 'pages')]);
  await i18n.changeLanguage(language);
  if (remember) {
    // the cookie tells the server which language to paint the next page in
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered when storage is blocked; the choice still holds for this visit
    }
  }
}

/** Called once before the first render, so a French reader never sees English flash first. */
export async function initLanguage() {
  const language = detectLanguage();
  if (language !== 'en') {
    try {
      await changeLanguage(language, false);
    } catch {
      // the texts failed to load: English stays, which is better than no page
    }
  }
}

export { i18n };
