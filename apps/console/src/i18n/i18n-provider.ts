import polyglotI18nProvider from 'ra-i18n-polyglot';
import english from 'ra-language-english';
import french from 'ra-language-french';
import { type I18nProvider, resolveBrowserLocale } from 'react-admin';
import { en } from './en';
import { frCA } from './fr-CA';

/** react-admin's texts with the console's, its dashboard named as the console's home. */
const catalogue = (ra: typeof english, own: typeof en, home: string) => ({
  ...ra,
  ra: { ...ra.ra, page: { ...ra.ra.page, dashboard: home } },
  ...own,
});

const CATALOGUES = { en: catalogue(english, en, 'Home'), 'fr-CA': catalogue(french, frCA, 'Accueil') };
type Locale = keyof typeof CATALOGUES;

/** The browser's language first; a choice from the app bar is then kept by react-admin's store. */
const initial: Locale = resolveBrowserLocale('en', { fullLocale: true }).startsWith('fr') ? 'fr-CA' : 'en';

const polyglot = polyglotI18nProvider((locale) => CATALOGUES[locale as Locale] ?? CATALOGUES.en, initial, [
  { locale: 'en', name: 'English' },
  { locale: 'fr-CA', name: 'Français' },
]);

document.documentElement.lang = initial;

/** The page's `lang` follows the language chosen, for screen readers and the browser's spelling. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
  },
};
