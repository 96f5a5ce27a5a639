import {
  boolean,
  customType,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { cohorts, courses } from './catalogue';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The student record behind an account (spec: Student profile); created with the account. */
export const studentProfiles = pgTable('student_profiles', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  nickName: text('nick_name').notNull().default(''),
  pronoun: text('pronoun'),
  gender: text('gender'),
  /** AES-256-GCM ciphertext of the SIN; never stored or logged in clear. */
  sinCipher: bytea('sin_cipher'),
  sinLast3: text('sin_last3'),
  studentNo: text('student_no').unique(),
  dateOfBirth: date('date_of_birth'),
  profilePhotoFileId: integer('profile_photo_file_id'),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  province: text('province').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default(''),
  phone: text('phone').notNull().default(''),
  emergencyContactFullName: text('emergency_contact_full_name').notNull().default(''),
  emergencyContactRelation: text('emergency_contact_relation'),
  emergencyContactPhone: text('emergency_contact_phone').notNull().default(''),
  emergencyContactEmail: text('emergency_contact_email').notNull().default(''),
  termsCondition: boolean('terms_condition').notNull().default(false),
  studentHandbook: boolean('student_handbook').notNull().default(false),
  mediaRelease: boolean('media_release').notNull().default(false),
  legalStatus: text('legal_status'),
  otherLegalStatusRemarks: text('other_legal_status_remarks').notNull().default(''),
  aboriginalStatus: text('aboriginal_status'),
  isReferred: boolean('is_referred').notNull().default(false),
  referredBy: text('referred_by').notNull().default(''),
  internationalStudent: boolean('international_student').notNull().default(false),
  formerSurName: text('former_sur_name').notNull().default(''),
  admissionCounsellorName: text('admission_counsellor_name').notNull().default(''),
  enableLoanDocument: boolean('enable_loan_document').notNull().default(false),
  subscribingCourseId: integer('subscribing_course_id').references(() => courses.id, {
    onDelete: 'set null',
  }),
  subscribingCohortId: integer('subscribing_cohort_id').references(() => cohorts.id, {
    onDelete: 'set null',
  }),
  isActive: boolean('is_active').notNull().default(true),
  profileComplete: boolean('profile_complete').notNull().default(false),
  profileCompletionPercentage: integer('profile_completion_percentage').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The school's check of one profile field (spec: Verification detail). The field counts as verified
 * when its status equals its criteria; `success` means filled in and waiting for the school.
 */
export const fieldVerifications = pgTable(
  'field_verifications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    status: text('status').notNull().default('pending'),
    criteria: text('criteria').notNull().default('verified'),
    weightage: integer('weightage').notNull(),
    remarks: text('remarks').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('field_verifications_student_field').on(t.studentId, t.fieldName)],
);
