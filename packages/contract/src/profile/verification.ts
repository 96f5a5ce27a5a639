import { z } from 'zod';

export const ZVerificationDetail = z.object({
  field_name: z.string(),
  status: z.string(),
  criteria: z.string(),
  weightage: z.number().int(),
  remarks: z.string(),
});
export type TVerificationDetail = z.infer<typeof ZVerificationDetail>;
export const ZVerificationDetailsResponse = z.array(ZVerificationDetail);

export type TVerificationState = 'verified' | 'pending' | 'rejected';

/** Spec section 4: verified when status equals criteria, pending when success or pending, else rejected. */
export function verificationState(
  detail: Pick<TVerificationDetail, 'status' | 'criteria'>,
): TVerificationState {
  if (detail.status === detail.criteria) return 'verified';
  if (detail.status === 'success' || detail.status === 'pending') return 'pending';
  return 'rejected';
}

/** Completion: the weight of every verified field, added up. */
export function completionPercentage(details: TVerificationDetail[]): number {
  return Math.min(
    100,
    details.filter((d) => verificationState(d) === 'verified').reduce((total, d) => total + d.weightage, 0),
  );
}

/**
 * What the student has filled in, by the same weights: every field but the empty ones (status pending
 * while nothing is there), whatever the school has decided yet.
 */
export function filledPercentage(details: Pick<TVerificationDetail, 'status' | 'weightage'>[]): number {
  return Math.min(
    100,
    details.filter((d) => d.status !== 'pending').reduce((total, d) => total + d.weightage, 0),
  );
}
