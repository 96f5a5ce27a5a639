import { z } from 'zod';
import { LIVE_PROVIDERS, ZLiveStatus } from './live-session';

/** A live session as the school runs it: times in the school's time zone, and who joined. */
export const ZStaffLiveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  program: z.object({ id: z.number().int(), name: z.string() }),
  /** Null when it is for the whole program. */
  cohort: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The start at the school, `YYYY-MM-DDTHH:mm`, as the schedule form writes it. */
  start: z.string(),
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  meeting_url: z.string(),
  provider: z.enum(LIVE_PROVIDERS),
  status: ZLiveStatus,
  recording_url: z.string().nullable(),
  /** Students who joined it. */
  attendance: z.number().int(),
});
export type TStaffLiveSession = z.infer<typeof ZStaffLiveSession>;

export const ZStaffLiveSessionParams = z.object({ id: z.coerce.number().int().positive() });

export const MAX_LIVE_DURATION_MINUTES = 24 * 60;

const minutes = `a whole number of minutes from 1 to ${MAX_LIVE_DURATION_MINUTES}`;

/**
 * What a session says and when it takes place, as the schedule form writes it: the start is read at
 * the school's time zone, and the server checks that it is a real date and time to come.
 */
export const ZLiveSessionTiming = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'a title of 1 to 200 characters')
    .max(200, 'a title of 1 to 200 characters'),
  description: z.string().trim().max(4000),
  start: z.string().trim().min(1, 'a date and time at the school'),
  duration_minutes: z.number().int(minutes).min(1, minutes).max(MAX_LIVE_DURATION_MINUTES, minutes),
  meeting_url: z.string().trim().min(1, 'a full https:// link'),
});
export type TLiveSessionTiming = z.infer<typeof ZLiveSessionTiming>;
