import { date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptions } from './enrolment';

/**
 * A program certificate (the spec's graduate record): issued once per subscription, with the names
 * as they were at issue, and a code anyone can verify. Revoking keeps the row with the school's reason.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    programName: text('program_name').notNull(),
    completedOn: date('completed_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_subscription').on(t.subscriptionId),
    uniqueIndex('certificates_code').on(t.code),
  ],
);
