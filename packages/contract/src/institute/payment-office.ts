import { z } from 'zod';
import { ZLanguage, ZProvince } from '../enums';

/** The days of a school week, in the order a timetable lists them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export const ZWeekday = z.enum(WEEKDAYS);
export type TWeekday = z.infer<typeof ZWeekday>;

/** What the payment office takes; each has a label in every language. */
export const PAYMENT_MEANS = [
  'debit',
  'credit_card',
  'cash',
  'cheque',
  'certified_cheque',
  'money_order',
] as const;
export const ZPaymentMeans = z.enum(PAYMENT_MEANS);
export type TPaymentMeans = z.infer<typeof ZPaymentMeans>;

/** One opening of a day, in the school's time zone, 24-hour HH:MM. */
export const ZOfficeOpening = z.object({ day: ZWeekday, opens: z.string(), closes: z.string() });
export type TOfficeOpening = z.infer<typeof ZOfficeOpening>;

/** Where and when a student pays at the school, and what the office accepts. */
export const ZPaymentOffice = z.object({
  /** The desk or office to ask for, e.g. Student Services. */
  name: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    province: ZProvince,
    postal_code: z.string(),
  }),
  /** Openings in weekday order; a day not listed is closed. */
  hours: z.array(ZOfficeOpening),
  time_zone: z.string(),
  accepted: z.array(ZPaymentMeans),
  note: z.string().nullable(),
  /** The language of its name and note: the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
});
export type TPaymentOffice = z.infer<typeof ZPaymentOffice>;

/** Days in a row that keep the same hours (none: closed), as a timetable prints them: Monday–Friday. */
export type TOfficeDays = { first: TWeekday; last: TWeekday; openings: { opens: string; closes: string }[] };

export function officeWeek(hours: TOfficeOpening[]): TOfficeDays[] {
  const groups: TOfficeDays[] = [];
  for (const day of WEEKDAYS) {
    const openings = hours.filter((o) => o.day === day).map(({ opens, closes }) => ({ opens, closes }));
    const previous = groups.at(-1);
    if (previous && JSON.stringify(previous.openings) === JSON.stringify(openings)) previous.last = day;
    else groups.push({ first: day, last: day, openings });
  }
  return groups;
}
