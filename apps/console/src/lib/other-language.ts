import type { TLanguage } from '@portal/contract';

/** The language a record's translations are written in: the one that is not the institute's default. */
export const otherLanguage = (language: TLanguage): TLanguage => (language === 'en' ? 'fr-CA' : 'en');
