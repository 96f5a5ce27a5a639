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

/** The moment the institute's calendar day of `now` began. */
export function schoolDayStart(now: Date, zone: string): Date {
  return dayjs.tz(schoolDate(now, zone), zone).toDate();
}
