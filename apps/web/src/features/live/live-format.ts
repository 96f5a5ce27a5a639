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
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(
    start,
    end,
  );
}
