import { PRACTICE_ENTRY_STATUSES, SUBMISSION_STATUSES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
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
import { contents } from './catalogue';
import { subscriptions } from './enrolment';
import { uploadedFiles } from './files';

/**
 * What a student did with one content item of their program: viewed it, finished it (a quiz's pass,
 * written by the quiz feature), the attendance the school recorded, where a video was left.
 * Completion itself is derived from these facts and the item's type, so a re-imported requirement
 * (a new required_count) is honoured without rewriting rows.
 */
export const contentProgress = pgTable(
  'content_progress',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    attendanceCount: integer('attendance_count').notNull().default(0),
    positionSeconds: integer('position_seconds'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_progress_subscription_content').on(t.subscriptionId, t.contentId)],
);

/**
 * A student's work for an assignment or homework: one per item, replaced on resubmission until the
 * school grades it (status submitted, then graded). For a quiz, the quiz feature keeps here the
 * result that counts, so the room and the GPA read marks from one place.
 */
export const contentSubmissions = pgTable(
  'content_submissions',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('submitted'),
    marks: numeric('marks', { precision: 7, scale: 2 }),
    remarks: text('remarks').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_submissions_subscription_content').on(t.subscriptionId, t.contentId),
    index('content_submissions_content').on(t.contentId),
    oneOf('content_submissions_status', t.status, SUBMISSION_STATUSES),
  ],
);

/**
 * An entry of a student's practice log on a quota item: what they practised, on which day, for how
 * long, with an optional file. It counts toward the quota once the school approves it (status pending,
 * then approved or refused with a remark); approval adds it to `content_progress.attendance_count`, the
 * count the room completes the item by.
 */
export const practiceEntries = pgTable(
  'practice_entries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    practisedOn: date('practised_on', { mode: 'string' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    note: text('note').notNull(),
    fileId: integer('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: PRACTICE_ENTRY_STATUSES }).notNull().default('pending'),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('practice_entries_subscription_content').on(t.subscriptionId, t.contentId),
    // the school's queue: pending entries, oldest first
    index('practice_entries_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    oneOf('practice_entries_status', t.status, PRACTICE_ENTRY_STATUSES),
  ],
);
