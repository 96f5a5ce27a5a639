import { formatInstant, formatInstantDate, formatTimeOfDay } from '../../lib/format';

/** A session's start and end at the school, the date said once: "Nov 24, 2026, 10:00 a.m. – 11:00 a.m.". */
export function formatSessionTime(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone: string,
): string {
  if (Number.isNaN(new Date(startsAt).getTime()) || Number.isNaN(new Date(endsAt).getTime())) return startsAt;
  const day = formatInstantDate(startsAt, locale, timeZone);
  if (day !== formatInstantDate(endsAt, locale, timeZone)) {
    return `${formatInstant(startsAt, locale, timeZone)} – ${formatInstant(endsAt, locale, timeZone)}`;
  }
  return `${day}, ${formatTimeOfDay(startsAt, locale, timeZone)} – ${formatTimeOfDay(endsAt, locale, timeZone)}`;
}
