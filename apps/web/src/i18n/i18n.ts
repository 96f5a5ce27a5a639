import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { detectLanguage, type Language, LANGUAGE_STORAGE_KEY } from './languages';

// English is bundled as the fallback; other catalogues load on demand so each reader downloads one
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  'fr-CA': () => import('./locales/fr-CA.json'),
};

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
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

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

async function loadCatalogue(language: Language) {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', catalogue.default);
}

/** Loads the language's catalogue, switches to it and remembers the choice. */
export async function changeLanguage(language: Language, remember = true) {
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
  if (remember) {
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
      // the catalogue failed to load: English stays, which is better than no page
    }
  }
}

export { i18n };
