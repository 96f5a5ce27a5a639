import { z } from 'zod';
import { SUBSCRIPTION_PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './subscription';

/** A student's subscription to a program, as the registrar keeps it. */
export const ZStaffEnrolment = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string() }),
  cohort: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  payment_status: z.enum(SUBSCRIPTION_PAYMENT_STATUSES),
  course_access: z.boolean(),
  /** Percent of the program's mandatory items done. */
  completion: z.number().int(),
  /** The school's note on the program, which the student reads. */
  note: z.string(),
  enrolled_at: z.string(),
  graduated_at: z.string().nullable(),
  /** After graduating, the room stays open to look at until this day (YYYY-MM-DD), if set. */
  post_graduation_access_until: z.string().nullable(),
});
export type TStaffEnrolment = z.infer<typeof ZStaffEnrolment>;

export const ZStaffEnrolmentParams = z.object({ id: z.coerce.number().int().positive() });

/** The school's note, which the student reads on the program. */
export const ZEnrolmentNote = z.string().trim().max(1000);
