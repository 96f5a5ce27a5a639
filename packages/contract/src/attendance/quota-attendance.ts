import { z } from 'zod';

/** What counts toward a quota: attendances in class, or the approved entries of a practice log. */
export const QUOTA_KINDS = ['in_class_quota', 'quota'] as const;
export type TQuotaKind = (typeof QUOTA_KINDS)[number];

/** The most attendances recorded in one call. */
export const MAX_ATTENDANCES_AT_ONCE = 1000;

/** A quota item of one of the student's programs: what is recorded toward it, and what it needs. */
export const ZQuotaAttendance = z.object({
  program: z.object({ id: z.number().int(), name: z.string(), subscription_id: z.number().int() }),
  item: z.object({ id: z.number().int(), name: z.string(), kind: z.enum(QUOTA_KINDS) }),
  recorded_count: z.number().int(),
  required_count: z.number().int(),
  is_completed: z.boolean(),
});
export type TQuotaAttendance = z.infer<typeof ZQuotaAttendance>;

export const ZStudentAttendanceParams = z.object({ id: z.coerce.number().int().positive() });
