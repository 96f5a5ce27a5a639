import { z } from 'zod';
import { documentFileRule } from '../rules/files';
import { messageRule } from '../common/message-rule';

/**
 * A practice log: the entries a student adds to a quota item (date, duration, note, optional file).
 * An entry counts toward the quota once the school approves it; until it is reviewed the student may
 * change or delete it. Another student's entry, or an item of another's subscription, answers 404.
 */

export const PRACTICE_ENTRY_STATUSES = ['pending', 'approved', 'refused'] as const;
export type TPracticeEntryStatus = (typeof PRACTICE_ENTRY_STATUSES)[number];

/** A day's practice at most; the note is a sentence or two, with room to spare. */
export const PRACTICE_ENTRY_LIMITS = { maxMinutes: 24 * 60, noteMaxLength: 2_000 } as const;

/** The document upload rules: a report, a photo or a screenshot of the task, 5 MB at most. */
export const PRACTICE_ENTRY_FILE_RULE = documentFileRule(
  ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'],
  null,
);

/** What the server says about practice entries; the portal shows each in the reader's language. */
export const PRACTICE_MESSAGES = {
  dateRequired: 'Enter the date of the practice.',
  dateInFuture: 'The date cannot be in the future.',
  durationRange: `Enter a duration from 1 to ${PRACTICE_ENTRY_LIMITS.maxMinutes} minutes.`,
  noteRequired: 'Describe what you practised.',
  noteTooLong: `The note can be at most ${PRACTICE_ENTRY_LIMITS.noteMaxLength} characters.`,
  notPracticeLog: 'Only a practice log takes entries.',
  reviewed: 'This entry has been reviewed and can no longer be changed.',
  wrongFile: 'Upload the file for this entry first.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Whether `date` is later than `today` (both YYYY-MM-DD, the school's calendar day). */
export const isFutureDate = (date: string, today: string) => date > today;

/** What an entry holds, as the student adds it and as they change it. */
export const ZPracticeEntryFields = {
  /** The day the student practised, in the school's calendar; never after today. */
  date: z.string().refine(isCalendarDate, messageRule('practice.dateRequired')),
  duration_minutes: z
    .number(messageRule('practice.durationRange'))
    .int(messageRule('practice.durationRange'))
    .min(1, messageRule('practice.durationRange'))
    .max(PRACTICE_ENTRY_LIMITS.maxMinutes, messageRule('practice.durationRange')),
  note: z
    .string()
    .trim()
    .min(1, messageRule('practice.noteRequired'))
    .max(PRACTICE_ENTRY_LIMITS.noteMaxLength, messageRule('practice.noteTooLong')),
  /** A file uploaded first through `POST /api/v1/files/?purpose=practice_entry&content={id}`, or null. */
  file: z.number().int().positive().nullable().default(null),
};

export const ZPracticeEntryParams = z.object({ id: z.coerce.number().int().positive() });

export const ZPracticeEntry = z.object({
  id: z.number().int(),
  content: z.number().int(),
  subscription: z.number().int(),
  date: z.string(),
  duration_minutes: z.number().int(),
  note: z.string(),
  file: z
    .object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() })
    .nullable(),
  status: z.enum(PRACTICE_ENTRY_STATUSES),
  /** The school's remark on a refused (or approved) entry; empty without one. */
  remarks: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TPracticeEntry = z.infer<typeof ZPracticeEntry>;
