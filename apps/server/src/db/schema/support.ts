import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { studentProfiles } from './profile';

/** A help request or issue report a student sent to the school. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    source: text('source').notNull().default('help'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_student').on(t.studentId, t.createdAt)],
);

/** The school's answer to a support request; a request may be answered more than once. */
export const supportAnswers = pgTable(
  'support_answers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_answers_request').on(t.requestId, t.createdAt)],
);
