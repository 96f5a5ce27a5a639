import {
  type TReviewProfileField,
  type TVerifiedField,
  VERIFIED_FIELDS,
  completionPercentage,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { forgetProfile } from '../auth/session-cache';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { syncVerifications, toDetail } from './field-verifications';
import { formValues, verifiedFieldValue } from './profile-fields';
import { listVerifications, lockProfile, updateProfileRow, upsertVerification } from './profile.repository';

/**
 * The school's decision on one field of a student's profile: a verified field locks for the student,
 * a rejected one shows its remarks. The student is told, the completion follows and the audit log
 * says who decided. The profile is locked meanwhile, so decisions on two fields at once both count.
 */
export async function reviewProfileField(
  ctx: AppContext,
  actor: AuditActor,
  profileId: number,
  field: TVerifiedField,
  review: Required<Pick<TReviewProfileField, 'decision'>> & { remarks: string },
): Promise<{ percentage: number }> {
  const percentage = await ctx.db.transaction(async (tx) => {
    const row = await lockProfile(tx, profileId);
    if (!row) throw new NotFound(staffCoded('staff.records.studentNotFound'));
    const values = formValues(row, ctx.cipher);
    await syncVerifications(tx, row, values, new Set());
    if (review.decision === 'verified' && verifiedFieldValue(values, row.profilePhotoFileId, field) === '') {
      throw new Invalid({ field: [staffCoded('staff.records.fieldEmpty')] });
    }
    const before = (await listVerifications(tx, row.id)).find((v) => v.fieldName === field);
    await upsertVerification(tx, {
      studentId: row.id,
      fieldName: field,
      weightage: VERIFIED_FIELDS[field],
      status: review.decision,
      remarks: review.remarks,
    });
    const percentage = completionPercentage((await listVerifications(tx, row.id)).map(toDetail));
    await updateProfileRow(tx, row.id, { profileCompletionPercentage: percentage });
    await notify(
      ctx,
      row.id,
      NOTIFICATION_MESSAGES.fieldReviewed(field, review.decision === 'verified', review.remarks),
      tx,
    );
    await recordAudit(tx, actor, {
      action: review.decision === 'verified' ? 'profile_field.verify' : 'profile_field.reject',
      entity: 'profile_field',
      entityId: `${row.id}:${field}`,
      studentId: row.userId,
      before: { status: before?.status ?? null, remarks: before?.remarks ?? '' },
      after: { status: review.decision, remarks: review.remarks },
    });
    return percentage;
  });
  // a read during the transaction may have remembered the profile as it was
  forgetProfile(profileId);
  return { percentage };
}
