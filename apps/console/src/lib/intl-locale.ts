import { useLocaleState } from 'react-admin';

/** The locale the console writes dates and money in: Canadian English for English (2026-11-28, $). */
export const intlLocale = (locale: string): string => (locale === 'en' ? 'en-CA' : locale);

/** Writes a moment (an ISO time) in the console's language, not the browser's. */
export function useFormatMoment(): (at: string) => string {
  const [locale] = useLocaleState();
  return (at) => new Date(at).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
}
