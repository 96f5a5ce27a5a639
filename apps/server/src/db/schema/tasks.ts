import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work a committed change left to do outside its request (a receipt to mail, a refund to ask for),
 * written in the change's transaction and done by whichever process claims it first, retried until it
 * succeeds. `key` makes the same work recorded twice one task.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this: the next try after a failure, or the end of a claimer's lease. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_due')
      .on(t.runAfter)
      .where(sql`${t.doneAt} is null`),
  ],
);
