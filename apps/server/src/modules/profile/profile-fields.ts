import { type TStudentProfile, type TVerifiedField, maskSin } from '@portal/contract';
import type { FieldCipher } from '../../lib/field-cipher';
import { fileUrl } from '../files/files.service';
import type { ProfileRow } from '../auth/students.service';

/** The editable fields as the form holds them, the SIN in clear: for validation, never for answers. */
export function formValues(row: ProfileRow, cipher: FieldCipher) {
  return {
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    nick_name: row.nickName,
    pronoun: row.pronoun,
    gender: row.gender,
    sin_number: row.sinCipher ? cipher.decrypt(row.sinCipher) : '',
    date_of_birth: row.dateOfBirth ?? '',
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    country: row.country,
    phone: row.phone,
    emergency_contact_full_name: row.emergencyContactFullName,
    emergency_contact_relation: row.emergencyContactRelation,
    emergency_contact_phone: row.emergencyContactPhone,
    emergency_contact_email: row.emergencyContactEmail,
    terms_condition: row.termsCondition,
    student_handbook: row.studentHandbook,
    media_release: row.mediaRelease,
    legal_status: row.legalStatus,
    other_legal_status_remarks: row.otherLegalStatusRemarks,
    aboriginal_status: row.aboriginalStatus,
    is_referred: row.isReferred,
    referred_by: row.referredBy,
    international_student: row.internationalStudent,
    former_sur_name: row.formerSurName,
    admission_counsellor_name: row.admissionCounsellorName,
    subscribing_course_id: row.subscribingCourseId,
    subscribing_cohort_id: row.subscribingCohortId,
  };
}
export type FormValues = ReturnType<typeof formValues>;

/** What the spec's profile call answers: everything but the SIN, which shows its last three digits. */
export function presentProfile(row: ProfileRow, email: string): TStudentProfile {
  return {
    id: row.id,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    nick_name: row.nickName,
    full_name: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    pronoun: row.pronoun as TStudentProfile['pronoun'],
    gender: row.gender as TStudentProfile['gender'],
    sin_number: row.sinLast3 ? maskSin(row.sinLast3) : null,
    student_no: row.studentNo,
    email,
    date_of_birth: row.dateOfBirth,
    profile_photo: row.profilePhotoFileId ? fileUrl(row.profilePhotoFileId) : null,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    country: row.country,
    phone: row.phone,
    emergency_contact_full_name: row.emergencyContactFullName,
    emergency_contact_relation: row.emergencyContactRelation as TStudentProfile['emergency_contact_relation'],
    emergency_contact_phone: row.emergencyContactPhone,
    emergency_contact_email: row.emergencyContactEmail,
    terms_condition: row.termsCondition,
    student_handbook: row.studentHandbook,
    media_release: row.mediaRelease,
    legal_status: row.legalStatus as TStudentProfile['legal_status'],
    other_legal_status_remarks: row.otherLegalStatusRemarks,
    aboriginal_status: row.aboriginalStatus as TStudentProfile['aboriginal_status'],
    is_referred: row.isReferred,
    referred_by: row.referredBy,
    international_student: row.internationalStudent,
    former_sur_name: row.formerSurName,
    admission_counsellor_name: row.admissionCounsellorName,
    enable_loan_document: row.enableLoanDocument,
    subscribing_course_id: row.subscribingCourseId,
    subscribing_cohort_id: row.subscribingCohortId,
    profile_complete: row.profileComplete,
    profile_completion_percentage: row.profileCompletionPercentage,
  };
}

/** A verified field's value as it stands, to tell whether a change touches it. */
export function verifiedFieldValue(
  values: FormValues,
  photoFileId: number | null,
  field: TVerifiedField,
): string {
  if (field === 'profile_photo') return photoFileId ? String(photoFileId) : '';
  return String(values[field] ?? '');
}

const BOOLEAN_FIELDS = new Set([
  'terms_condition',
  'student_handbook',
  'media_release',
  'is_referred',
  'international_student',
]);
const NUMBER_FIELDS = new Set(['subscribing_course_id', 'subscribing_cohort_id']);
const NULLABLE_CHOICES = new Set([
  'pronoun',
  'gender',
  'emergency_contact_relation',
  'legal_status',
  'aboriginal_status',
]);

/** Whether a sent value is the one already stored, written the way the rules read it. */
export function sameValue(name: string, sent: unknown, stored: unknown): boolean {
  const text = (v: unknown) => String(v ?? '').trim();
  if (name === 'sin_number' || name === 'phone' || name === 'emergency_contact_phone') {
    return text(sent).replace(/[^\d]/g, '') === text(stored).replace(/[^\d]/g, '');
  }
  if (name === 'postal_code')
    return (
      text(sent).replace(/[\s-]/g, '').toUpperCase() === text(stored).replace(/[\s-]/g, '').toUpperCase()
    );
  return text(sent) === text(stored);
}

/** Multipart sends text: booleans arrive as true/false (Yes/No shown), ids as digits. */
export function parseFormField(name: string, value: string): unknown {
  if (BOOLEAN_FIELDS.has(name)) return value === 'true' || value === 'Yes' || value === '1';
  if (NUMBER_FIELDS.has(name)) return value === '' || value === 'null' ? null : Number(value);
  if (NULLABLE_CHOICES.has(name) && value === '') return null;
  return value;
}
