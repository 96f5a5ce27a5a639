import { AUDIT_ACTOR_ROLES, type TAuditEntry } from '@portal/contract';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses } from './catalogue';
import { oneOf } from './one-of';

/** The programs an instructor teaches: their grading, attendance, content and live sessions. */
export const staffPrograms = pgTable(
  'staff_programs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/**
 * Every staff write, in the write's own transaction. Rows are only added: the database refuses to
 * change or delete one (migration 0032), and the actor is kept by email too, should the account go.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<TAuditEntry['actor_role']>().notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    studentId: text('student_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    address: text('address'),
  },
  (t) => [
    oneOf('audit_entries_actor_role', t.actorRole, AUDIT_ACTOR_ROLES),
    index('audit_entries_at').on(t.at),
    index('audit_entries_student').on(t.studentId, t.at),
    index('audit_entries_record').on(t.entity, t.entityId, t.at),
    index('audit_entries_actor').on(t.actorId, t.at),
  ],
);
