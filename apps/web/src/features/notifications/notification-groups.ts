import type { TNotificationItem } from '@portal/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatTimeOfDay, localeOf } from '../../lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

export type NotificationGroup = { key: string; label: DayLabel; items: TNotificationItem[] };

/** dayjs's name of the reader's language: 'fr-ca' for French, 'en' otherwise. */
export function dayjsLocale(language: string): 'en' | 'fr-ca' {
  return language.toLowerCase().startsWith('fr') ? 'fr-ca' : 'en';
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the time zone. */
function dayKey(instant: string | Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/**
 * Items in their order (newest first), under Today, Yesterday or a short date, as days go in the time zone.
 * Yesterday is counted on the calendar, so a 23- or 25-hour day moves nothing.
 */
export function groupByDay(
  items: TNotificationItem[],
  now: Date,
  timeZone: string,
  language: string,
): NotificationGroup[] {
  const today = dayKey(now, timeZone);
  const yesterday = dayjs.utc(today).subtract(1, 'day').format('YYYY-MM-DD');
  const locale = dayjsLocale(language);
  const groups = new Map<string, NotificationGroup>();
  for (const item of items) {
    const key = dayKey(item.received_at, timeZone);
    const group = groups.get(key);
    if (group) {
      group.items.push(item);
      continue;
    }
    const label: DayLabel =
      key === today
        ? { kind: 'today' }
        : key === yesterday
          ? { kind: 'yesterday' }
          : { kind: 'date', text: dayjs.utc(key).locale(locale).format('ll') };
    groups.set(key, { key, label, items: [item] });
  }
  return [...groups.values()];
}

/** The time of day an item arrived, in the time zone and the reader's language (2:05 p.m., 14 h 05). */
export function formatTime(instant: string, timeZone: string, language: string): string {
  return formatTimeOfDay(instant, localeOf(language), timeZone);
}
