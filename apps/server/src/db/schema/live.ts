import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts, courses } from './catalogue';
import { studentProfiles } from './profile';

/**
 * A live session the school scheduled for a program, or for one cohort of it. Its status follows the
 * clock (scheduled, then ongoing, then completed) unless the school cancelled it.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    recordingUrl: text('recording_url'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When its students were told it is starting: said once, by one process. */
    startingNoticeAt: timestamp('starting_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_sessions_course_starts').on(t.courseId, t.startsAt)],
);

/** A student joined a live session: their attendance, first join kept. */
export const liveSessionAttendance = pgTable(
  'live_session_attendance',
  {
    id: serial('id').primaryKey(),
    liveSessionId: integer('live_session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('live_session_attendance_once').on(t.liveSessionId, t.studentId)],
);
