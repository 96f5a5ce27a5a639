import {
  type TFieldVerificationState,
  type TProfileVerification,
  type TVerificationDetail,
  type TVerifiedField,
  VERIFIED_FIELDS,
  VERIFIED_FIELD_NAMES,
  completionPercentage,
  fillPath,
  maskSin,
  previewStudentPhoto,
  verificationState,
} from '@portal/contract';
import type { Executor } from '../../db/client';
import type { ProfileRow } from '../auth/students.service';
import { type FormValues, verifiedFieldValue } from './profile-fields';
import { type VerificationRow, listVerifications, upsertVerification } from './profile.repository';

export function toDetail(v: VerificationRow): TVerificationDetail {
  return {
    field_name: v.fieldName,
    status: v.status,
    criteria: v.criteria,
    weightage: v.weightage,
    remarks: v.remarks,
  };
}

/**
 * Keeps each verified field's record in step with the profile: filled and waiting (success), empty
 * (pending), or as the school left it; a changed field goes back to waiting. Answers the completion.
 */
export async function syncVerifications(
  db: Executor,
  row: ProfileRow,
  values: FormValues,
  changed: Set<TVerifiedField>,
) {
  const existing = new Map((await listVerifications(db, row.id)).map((v) => [v.fieldName, v]));
  for (const field of VERIFIED_FIELD_NAMES) {
    const filled = verifiedFieldValue(values, row.profilePhotoFileId, field) !== '';
    const current = existing.get(field);
    const untouched = current && !changed.has(field) && current.status !== 'pending';
    const status = untouched ? current.status : filled ? 'success' : 'pending';
    await upsertVerification(db, {
      studentId: row.id,
      fieldName: field,
      weightage: VERIFIED_FIELDS[field],
      status,
      remarks: untouched ? current.remarks : '',
    });
  }
  const details = await listVerifications(db, row.id);
  return completionPercentage(details.map(toDetail));
}

/** A field's value as staff compare it with a document. */
function shownValue(row: ProfileRow, field: TVerifiedField): string {
  switch (field) {
    case 'sin_number':
      return row.sinLast3 ? maskSin(row.sinLast3) : '';
    case 'profile_photo':
      return row.profilePhotoFileId ? fillPath(previewStudentPhoto.path, { id: row.id }) : '';
    case 'address':
      return [row.address, row.city, row.province, row.postalCode, row.country].filter(Boolean).join(', ');
    case 'legal_status':
      return row.legalStatus ?? '';
    case 'date_of_birth':
      return row.dateOfBirth ?? '';
    case 'first_name':
      return row.firstName;
    case 'last_name':
      return row.lastName;
    case 'phone':
      return row.phone;
    case 'emergency_contact_full_name':
      return row.emergencyContactFullName;
    case 'emergency_contact_phone':
      return row.emergencyContactPhone;
  }
}

function stateOf(row: VerificationRow | undefined, filled: boolean): TFieldVerificationState {
  if (!filled) return 'empty';
  if (!row) return 'awaiting_review';
  const state = verificationState(toDetail(row));
  return state === 'pending' ? 'awaiting_review' : state;
}

/** A student's profile field by field, with the school's decision on each, as its staff verify it. */
export async function profileVerificationOf(db: Executor, row: ProfileRow): Promise<TProfileVerification> {
  const rows = await listVerifications(db, row.id);
  const byField = new Map(rows.map((v) => [v.fieldName, v]));
  return {
    student_no: row.studentNo,
    verified_percentage: completionPercentage(rows.map(toDetail)),
    fields: VERIFIED_FIELD_NAMES.map((field) => {
      const value = shownValue(row, field);
      const verification = byField.get(field);
      return {
        field,
        value,
        note: field === 'legal_status' && row.legalStatus === 'others' ? row.otherLegalStatusRemarks : '',
        state: stateOf(verification, value !== ''),
        remarks: verification?.remarks ?? '',
        weight: VERIFIED_FIELDS[field],
      };
    }),
  };
}
