import { type TLanguage, formatMoney } from '@portal/contract';

/** The PDF's language tag and the locale its dates and numbers are written in. */
export const pdfLocale = (language: TLanguage) => (language === 'fr-CA' ? 'fr-CA' : 'en-CA');

/** A student's stored language as one the PDFs are written in. */
export const pdfLanguage = (stored: string | null | undefined): TLanguage =>
  stored === 'fr-CA' ? 'fr-CA' : 'en';

/** A calendar date (YYYY-MM-DD) as documents print it: "November 22, 2026", « 22 novembre 2026 ». */
export function pdfDate(date: string, language: TLanguage): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(pdfLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
}

/** A moment at the school: "November 25, 2026 at 8:29 p.m.", « 25 novembre 2026 à 20 h 29 ». */
export function pdfDateTime(moment: Date, language: TLanguage, timeZone: string): string {
  return moment.toLocaleString(pdfLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone });
}

export function pdfNumber(value: number, language: TLanguage, fractionDigits?: number): string {
  return new Intl.NumberFormat(pdfLocale(language), {
    maximumFractionDigits: fractionDigits ?? 2,
    minimumFractionDigits: fractionDigits ?? 0,
  }).format(value);
}

/**
 * An amount that names its currency, as a receipt needs: "$89.00 CAD", « 89,00 $ CA » (Quebec writes
 * the country after the dollar sign; Intl's fr-CA writes other currencies' signs whole: « 89,00 $ US »).
 */
export function pdfMoney(cents: number, currency: string, language: TLanguage): string {
  const amount = formatMoney(cents, currency, pdfLocale(language));
  if (language === 'en') return `${amount} ${currency}`;
  return currency === 'CAD' ? amount.replace(/\$$/, '$ CA') : amount;
}

/** A percentage: "85.5%", « 85,5 % » (French sets the sign apart). */
export function pdfPercent(value: number, language: TLanguage): string {
  return `${pdfNumber(value, language)}${language === 'fr-CA' ? '\u00a0%' : '%'}`;
}
