import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contents, courses, quizQuestions } from './catalogue';
import { subscriptions } from './enrolment';
import { studentProfiles } from './profile';

/**
 * One attempt of a student at a quiz item (the spec's "quiz"). The deadline is fixed when it starts,
 * so a later change of the time limit does not move a running clock. At most one attempt per item
 * is open (not submitted) at a time.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null when the quiz is untimed. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** student or timer */
    submittedBy: text('submitted_by'),
    /** The sum of the answers' marks, once every answer has marks. */
    marks: numeric('marks', { precision: 7, scale: 2 }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quiz_attempts_subscription_content_number').on(t.subscriptionId, t.contentId, t.number),
    uniqueIndex('quiz_attempts_one_open')
      .on(t.subscriptionId, t.contentId)
      .where(sql`${t.submittedAt} is null`),
  ],
);

/** A question of an attempt with the student's answer, saved as they go, and its marks once scored. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** Chosen option ids, ascending and comma-joined; '' when none. */
    mcqAnswer: text('mcq_answer').notNull().default(''),
    subjectiveAnswer: text('subjective_answer').notNull().default(''),
    /** When the student made the answer, as the server judged it (ADR 029); the newest one stands. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** mcq: scored at submission; subjective: by the school (a blank one scores 0 at submission). */
    marks: numeric('marks', { precision: 7, scale: 2 }),
    remarks: text('remarks').notNull().default(''),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('quiz_answers_attempt_question').on(t.attemptId, t.questionId)],
);

/**
 * Extra time on timed quizzes that the school sets for a student: a multiplier of the time limit or
 * minutes added, never both. One for all programs (no course) and at most one per program; a
 * program's own one wins. Applied when an attempt starts, so a change never moves a running clock.
 */
export const quizAccommodations = pgTable(
  'quiz_accommodations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    multiplier: numeric('multiplier', { precision: 3, scale: 2 }),
    extraMinutes: integer('extra_minutes'),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('quiz_accommodations_student_course').on(t.studentId, t.courseId).nullsNotDistinct(),
    check('quiz_accommodations_one_kind', sql`(${t.multiplier} is null) <> (${t.extraMinutes} is null)`),
  ],
);
