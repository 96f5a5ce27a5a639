import { type SQL, and, asc, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { containing } from '../../db/list-query';

export type AuditFilters = {
  student?: string | undefined;
  actor?: string | undefined;
  entity?: string | undefined;
  entity_id?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
  search?: string | undefined;
};

export type AuditRow = typeof auditEntries.$inferSelect;

/** The filters as SQL; days are the school's, from the first instant of `from` to the last of `until`. */
function whereOf(filters: AuditFilters, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.student) conditions.push(eq(auditEntries.studentId, filters.student));
  if (filters.actor) conditions.push(eq(auditEntries.actorId, filters.actor));
  if (filters.entity) conditions.push(eq(auditEntries.entity, filters.entity));
  if (filters.entity_id) conditions.push(eq(auditEntries.entityId, filters.entity_id));
  if (filters.action) conditions.push(eq(auditEntries.action, filters.action));
  if (filters.search) {
    conditions.push(ilike(auditEntries.action, containing(filters.search)));
  }
  if (filters.from) {
    conditions.push(gte(auditEntries.at, sql`(${filters.from}::date)::timestamp at time zone ${timeZone}`));
  }
  if (filters.until) {
    conditions.push(
      lt(auditEntries.at, sql`(${filters.until}::date + 1)::timestamp at time zone ${timeZone}`),
    );
  }
  return and(...conditions);
}

export async function listAuditEntries(
  db: Db,
  filters: AuditFilters & { offset: number; limit: number; ordering?: string | undefined },
  timeZone: string,
): Promise<{ count: number; rows: AuditRow[] }> {
  const where = whereOf(filters, timeZone);
  const order = filters.ordering === 'at' ? asc : desc;
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(auditEntries).where(where),
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(order(auditEntries.at), order(auditEntries.id))
      .offset(filters.offset)
      .limit(filters.limit),
  ]);
  return { count: total[0]!.count, rows };
}

/** Every entry the filters keep, newest first, a page at a time after the last id read. */
export async function* eachAuditEntry(
  db: Db,
  filters: AuditFilters,
  timeZone: string,
): AsyncGenerator<AuditRow> {
  const where = whereOf(filters, timeZone);
  let after: number | null = null;
  for (;;) {
    const page: AuditRow[] = await db
      .select()
      .from(auditEntries)
      .where(after === null ? where : and(where, lt(auditEntries.id, after)))
      .orderBy(desc(auditEntries.id))
      .limit(1000);
    yield* page;
    if (page.length < 1000) return;
    after = page.at(-1)!.id;
  }
}
