import { z } from 'zod';
import { ZSubscribeResponse } from '../enrolment/subscribe';
import { ZAboriginalStatus, ZEmergencyRelation, ZGender, ZLegalStatus, ZPronoun } from './options';

export const getStudentProfile = { method: 'GET', path: '/api/v1/student/profile/' } as const;
export const updateStudentProfile = { method: 'PATCH', path: '/api/v1/student/profile/' } as const;
/** The full SIN, for its owner's edit form only; every other answer masks it to its last three digits. */
export const getStudentSin = { method: 'GET', path: '/api/v1/student/profile/sin/' } as const;

export const ZStudentProfileQuery = z.object({ download_pdf: z.enum(['true', 'false']).optional() });

export const ZStudentProfile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  nick_name: z.string(),
  full_name: z.string(),
  pronoun: ZPronoun.nullable(),
  gender: ZGender.nullable(),
  /** Masked: •••-•••-123, or null when not given. */
  sin_number: z.string().nullable(),
  student_no: z.string().nullable(),
  email: z.string(),
  date_of_birth: z.string().nullable(),
  profile_photo: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  emergency_contact_full_name: z.string(),
  emergency_contact_relation: ZEmergencyRelation.nullable(),
  emergency_contact_phone: z.string(),
  emergency_contact_email: z.string(),
  terms_condition: z.boolean(),
  student_handbook: z.boolean(),
  media_release: z.boolean(),
  legal_status: ZLegalStatus.nullable(),
  other_legal_status_remarks: z.string(),
  aboriginal_status: ZAboriginalStatus.nullable(),
  is_referred: z.boolean(),
  referred_by: z.string(),
  international_student: z.boolean(),
  former_sur_name: z.string(),
  admission_counsellor_name: z.string(),
  enable_loan_document: z.boolean(),
  subscribing_course_id: z.number().int().nullable(),
  subscribing_cohort_id: z.number().int().nullable(),
  profile_complete: z.boolean(),
  profile_completion_percentage: z.number().int(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

/** The update's answer: the profile, and whether this update is the one that completed it. */
/** The saved profile; `subscription` is the one of the enrolment section's program, made by this save or before. */
export const ZUpdateStudentProfileResponse = ZStudentProfile.extend({
  completed_now: z.boolean(),
  subscription: ZSubscribeResponse.omit({ invited: true }).nullable(),
});
export type TUpdateStudentProfileResponse = z.infer<typeof ZUpdateStudentProfileResponse>;

export const ZStudentSinResponse = z.object({ sin_number: z.string().nullable() });
