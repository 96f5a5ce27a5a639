import { z } from 'zod';
import { ZLanguage } from '../enums';

export const LIVE_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export const ZLiveStatus = z.enum(LIVE_STATUSES);
export type TLiveStatus = z.infer<typeof ZLiveStatus>;

/** Embedded in the page for these; any other meeting link opens in a new tab. */
export const LIVE_PROVIDERS = ['jitsi', 'bigbluebutton', 'external'] as const;
export type TLiveProvider = (typeof LIVE_PROVIDERS)[number];

export const ZLiveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The language of the title and description: staff write them in the institute's default language. */
  lang: ZLanguage,
  /** `lang`: the language of the program's name, the reader's or the institute's default. */
  course: z.object({ id: z.number().int(), name: z.string(), lang: ZLanguage, slug: z.string() }),
  /** The student's subscription to the program: the course room it belongs to. */
  subscription_id: z.number().int(),
  cohort_id: z.number().int().nullable(),
  cohort_name: z.string().nullable(),
  cohort_name_lang: ZLanguage.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  status: ZLiveStatus,
  provider: z.enum(LIVE_PROVIDERS),
  /** True from LIVE_JOIN_EARLY_MINUTES before the start until the end, unless cancelled. */
  can_join: z.boolean(),
  /**
   * Why a session not over yet cannot be joined: `too_early` before joining opens, `access` when the
   * student's access to the program does not take part (a graduate's look-back, access not open);
   * null when it can be joined, or is over or cancelled.
   */
  join_waits: z.enum(['too_early', 'access']).nullable(),
  recording_url: z.string().nullable(),
  attended: z.boolean(),
});
export type TLiveSession = z.infer<typeof ZLiveSession>;
