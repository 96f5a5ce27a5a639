import {
  NOTIFICATION_TYPES,
  type TNotificationPayload,
  type TNotificationRouteParams,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eachOneOf, oneOf } from './one-of';
import { studentProfiles } from './profile';

/**
 * A notification of one student. Lists are read newest first by (received_at, id), so each index
 * leads with the student and ends in that order: a page is an index range, however many rows there are.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    heading: text('heading').notNull(),
    message: text('message').notNull(),
    /**
     * The portal's own notifications: the key and parameters of their texts, rendered in each reader's
     * language. heading and message hold the English, and alone carry the texts operators write.
     */
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<Record<string, unknown>>(),
    routeParams: jsonb('route_params').$type<TNotificationRouteParams>().notNull().default({}),
    payload: jsonb('payload').$type<TNotificationPayload>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** Set when the student's preferences ask for an email; cleared by the one process that sends it. */
    emailPending: boolean('email_pending').notNull().default(false),
    /**
     * Notices that stand for several events (the reward points of a day) share a key: one row per student
     * and key, updated by each new event (decision 033). Null for every other notification.
     */
    groupKey: text('group_key'),
  },
  (t) => [
    index('notifications_student_received').on(t.studentId, t.receivedAt.desc(), t.id.desc()),
    index('notifications_student_type_received').on(t.studentId, t.type, t.receivedAt.desc(), t.id.desc()),
    // unread ones are few: the unseen count and the unread-only list read this small index
    index('notifications_student_unread')
      .on(t.studentId, t.receivedAt.desc(), t.id.desc())
      .where(sql`${t.isRead} = false`),
    uniqueIndex('notifications_student_group')
      .on(t.studentId, t.groupKey)
      .where(sql`${t.groupKey} is not null`),
    index('notifications_email_pending')
      .on(t.id)
      .where(sql`${t.emailPending} = true`),
    oneOf('notifications_type', t.type, NOTIFICATION_TYPES),
  ],
);

/**
 * How many notifications each student has, and how many of them are unread: kept by triggers on
 * `notifications` (migration 0017), so the bell's counts cost one row however long the history.
 */
export const notificationCounts = pgTable('notification_counts', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => studentProfiles.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

/** The notification types a student also gets by email; no row means the defaults. */
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    emailTypes: text('email_types', { enum: NOTIFICATION_TYPES }).array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [eachOneOf('notification_email_preferences_types', t.emailTypes, NOTIFICATION_TYPES)],
);
