import { dateTimeFormat } from '../../lib/format';

/** A session's start and end at the school, the date said once: "Nov 24, 2026, 10:00 – 11:00 a.m.". */
export function formatSessionTime(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone: string,
): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startsAt;
  // ICU versions differ in the narrow and thin spaces of a range; plain ones read the same and let the
  // server's paint and the browser agree on the text
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .formatRange(start, end)
    .replace(/[\u2009\u202f]/g, ' ');
}
