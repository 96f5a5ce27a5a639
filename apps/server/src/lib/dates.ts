import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The calendar date (YYYY-MM-DD) at the institute at this moment, `days` later when given. */
export function schoolDate(now: Date, zone: string, days = 0): string {
  return dayjs(now).tz(zone).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole days from one calendar date to another: negative when `to` is past. */
export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}
