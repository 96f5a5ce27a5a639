import { integer, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { translations } from './catalogue';
import { subscriptions } from './enrolment';
import { studentProfiles } from './profile';

/** The school's learning levels; a student is at the highest level whose minimum they have reached. */
export const rewardLevels = pgTable('reward_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  minPoints: integer('min_points').notNull().unique(),
  imageKey: text('image_key'),
  translations: translations<{ name: string }>(),
});

/**
 * The points ledger: one row per award. The source key names what earned it (a content, a quiz
 * attempt, a session, an instalment), so replaying an event never awards twice.
 */
export const rewardPoints = pgTable(
  'reward_points',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => studentProfiles.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** content_completed, quiz_passed, attendance, payment_on_time */
    reason: text('reason').notNull(),
    sourceKey: text('source_key').notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_points_student_source').on(t.studentId, t.sourceKey),
    index('reward_points_student_earned').on(t.studentId, t.earnedAt.desc(), t.id.desc()),
  ],
);
