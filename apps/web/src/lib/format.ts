import { DEFAULTS, formatMoney } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useInstitute } from '../features/institute/api/get-institute';

/** The Canadian locale for a UI language: 'fr-CA' for French, 'en-CA' otherwise. */
export function localeOf(language: string): 'en-CA' | 'fr-CA' {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

/** Content durations are shown in whole minutes (spec section 9); anything above zero shows at least 1. */
export function toWholeMinutes(seconds: number): number {
  if (seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * Intl formatters cost far more to make than to use (a locale's first one loads its data), and a page
 * formats the same way many times: each is made once per locale and options.
 */
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** A calendar date (`YYYY-MM-DD`) formatted without shifting it through a time zone. */
export function formatCalendarDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
}

/** The day an instant (ISO 8601) falls on in a time zone, which may differ from its day in UTC. */
export function formatInstantDate(instant: string, locale: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/**
 * A time of day in the reader's language and a time zone: 8:19 p.m., and « 20 h 19 » as Quebec writes
 * it, with no-break spaces so the hour never wraps away from its minutes; built from parts, so every
 * ICU version (the server's paint, each browser) writes the same text.
 */
export function formatTimeOfDay(instant: string, locale: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const french = locale.startsWith('fr');
  const parts = dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: french ? 'h23' : 'h12',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (french) return `${part('hour')}\u00a0h\u00a0${part('minute')}`;
  return `${part('hour')}:${part('minute')}\u00a0${part('dayPeriod')}`;
}

/** The day and time of an instant in a time zone: "Nov 27, 2026, 8:19 p.m.", « 27 nov. 2026, 20 h 19 ». */
export function formatInstant(instant: string, locale: string, timeZone: string): string {
  return `${formatInstantDate(instant, locale, timeZone)}, ${formatTimeOfDay(instant, locale, timeZone)}`;
}

export function useFormat() {
  const { i18n } = useTranslation();
  const { data: institute } = useInstitute();
  const locale = localeOf(i18n.resolvedLanguage ?? i18n.language);
  const timeZone = institute?.time_zone ?? DEFAULTS.timeZone;
  return {
    locale,
    money: (cents: number, currency: string) => formatMoney(cents, currency, locale),
    date: (date: string) => formatCalendarDate(date, locale),
    /** The calendar day of an instant, in the institute's time zone. */
    instantDate: (instant: string) => formatInstantDate(instant, locale, timeZone),
    /** The time of day of an instant, in the institute's time zone. */
    time: (instant: string) => formatTimeOfDay(instant, locale, timeZone),
    /** The day and time of an instant, in the institute's time zone. */
    instant: (instant: string) => formatInstant(instant, locale, timeZone),
    fileSize: (bytes: number) => formatFileSize(bytes, locale),
    decimal: (value: number) => formatDecimal(value, locale),
    percent: (value: number) => formatPercent(value, locale),
  };
}

/** Marks and GPAs as the server rounds them: up to two decimals (3.46; 3,46 in French). */
export function formatDecimal(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A percentage given out of 100, as the contract sends it: 85.5 → 85.5% (85,5 % in French). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** A file size as people read it: 340 kB, 1.2 MB (1,2 Mo in French). */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
