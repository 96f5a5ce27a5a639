import {
  SUBSCRIPTION_PAYMENT_STATUSES,
  SUBSCRIPTION_PAYMENT_TYPES,
  SUBSCRIPTION_STATUSES,
} from '@portal/contract';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { cohorts, contents, courses, paymentPlans } from './catalogue';
import { studentProfiles } from './profile';

/**
 * A student's place in a program (spec: Subscription). One per student and program: the unique index
 * is what stops a double click or two tabs from subscribing twice.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    cohortId: integer('cohort_id').references(() => cohorts.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** once chosen */
    paymentType: text('payment_type', { enum: SUBSCRIPTION_PAYMENT_TYPES }),
    paymentPlanId: integer('payment_plan_id').references(() => paymentPlans.id),
    paymentStatus: text('payment_status', { enum: SUBSCRIPTION_PAYMENT_STATUSES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    /** Granted by payment, a free program, a trial, or the school. */
    courseAccess: boolean('course_access').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    canAccessCoursePostGraduation: boolean('can_access_course_post_graduation').notNull().default(false),
    postGraduationAccessEndDate: date('post_graduation_access_end_date'),
    studentRemark: text('student_remark').notNull().default(''),
    currentContentId: integer('current_content_id').references(() => contents.id, { onDelete: 'set null' }),
    courseCompletion: integer('course_completion').notNull().default(0),
    gpaFinalScore: numeric('gpa_final_score', { precision: 4, scale: 2 }),
    enrollDatetime: timestamp('enroll_datetime', { withTimezone: true }).notNull(),
    graduatedAt: timestamp('graduated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_student_course').on(t.studentId, t.courseId),
    index('subscriptions_course').on(t.courseId),
    oneOf('subscriptions_status', t.status, SUBSCRIPTION_STATUSES),
    oneOf('subscriptions_payment_type', t.paymentType, SUBSCRIPTION_PAYMENT_TYPES),
    oneOf('subscriptions_payment_status', t.paymentStatus, SUBSCRIPTION_PAYMENT_STATUSES),
  ],
);
