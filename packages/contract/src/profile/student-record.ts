import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../enrolment/subscription';
import { ZProfileVerification } from './field-verification';

/** A student as the school's staff find them: who they are, and the programs they are in. */
export const ZStudentRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  programs: z.array(
    z.object({
      subscription_id: z.number().int(),
      course_id: z.number().int(),
      course_name: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
    }),
  ),
  /** The profile field by field, for the staff who verify it; null for the others. */
  profile: ZProfileVerification.nullable(),
});
export type TStudentRecord = z.infer<typeof ZStudentRecord>;

export const ZStudentRecordParams = z.object({ id: z.coerce.number().int().positive() });
