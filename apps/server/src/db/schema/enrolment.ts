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
    /** unpaid, trial, active, graduated, cancelled */
    status: text('status').notNull(),
    /** full_payment or payment_plan, once chosen */
    paymentType: text('payment_type'),
    paymentPlanId: integer('payment_plan_id').references(() => paymentPlans.id),
    /** unpaid, pending, partially_paid, paid, free */
    paymentStatus: text('payment_status').notNull(),
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
  ],
);
