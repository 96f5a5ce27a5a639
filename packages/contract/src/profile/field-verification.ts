import { z } from 'zod';
import { type TVerifiedField, VERIFIED_FIELD_NAMES } from './option-values';

export const ZVerifiedField = z.enum(VERIFIED_FIELD_NAMES as [TVerifiedField, ...TVerifiedField[]]);

/**
 * Where a field stands with the school: nothing entered yet, entered and awaiting review, verified
 * (locked for the student), or rejected with remarks the student reads.
 */
export const FIELD_VERIFICATION_STATES = ['empty', 'awaiting_review', 'verified', 'rejected'] as const;
export type TFieldVerificationState = (typeof FIELD_VERIFICATION_STATES)[number];

/** One verified field of a student's profile as the school checks it. */
export const ZFieldVerification = z.object({
  field: ZVerifiedField,
  /**
   * What the student entered, as staff compare it with a document: the SIN masked but for its last
   * three digits, the address in full, the photo as the address of its preview; empty when not entered.
   */
  value: z.string(),
  /** The student's own words beside a choice: what an `others` legal status is; empty otherwise. */
  note: z.string(),
  state: z.enum(FIELD_VERIFICATION_STATES),
  remarks: z.string(),
  /** What it adds to the profile's verified percentage once verified. */
  weight: z.number().int(),
});
export type TFieldVerification = z.infer<typeof ZFieldVerification>;

/** A student's profile as the school verifies it, field by field. */
export const ZProfileVerification = z.object({
  student_no: z.string().nullable(),
  verified_percentage: z.number().int(),
  fields: z.array(ZFieldVerification),
});
export type TProfileVerification = z.infer<typeof ZProfileVerification>;
