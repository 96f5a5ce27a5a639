import type { Readable } from 'node:stream';
import type { TAuditEntry, TListAuditEntriesResponse } from '@portal/contract';
import type { AppContext } from '../../context';
import { csvStream } from '../../lib/csv';
import { findInstitute } from '../institute/institute.service';
import { type AuditFilters, type AuditRow, eachAuditEntry, listAuditEntries } from './audit.repository';

const present = (row: AuditRow): TAuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor_id: row.actorId,
  actor_email: row.actorEmail,
  actor_role: row.actorRole,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  student_id: row.studentId,
  before: row.before,
  after: row.after,
  address: row.address,
});

const timeZoneOf = async (ctx: AppContext) => (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';

export async function listAudit(
  ctx: AppContext,
  query: AuditFilters & { offset: number; limit: number; ordering?: string | undefined },
): Promise<Pick<TListAuditEntriesResponse, 'count' | 'results'>> {
  const { count, rows } = await listAuditEntries(ctx.db, query, await timeZoneOf(ctx));
  return { count, results: rows.map(present) };
}

const COLUMNS = [
  'at',
  'actor_email',
  'actor_role',
  'action',
  'entity',
  'entity_id',
  'student_id',
  'before',
  'after',
  'address',
] as const;

/** The entries as CSV, streamed as they are read: an export of a year's log holds no more than a page. */
export async function exportAudit(ctx: AppContext, filters: AuditFilters): Promise<Readable> {
  const timeZone = await timeZoneOf(ctx);
  return csvStream(
    COLUMNS,
    (async function* () {
      for await (const row of eachAuditEntry(ctx.db, filters, timeZone)) {
        const entry = present(row);
        yield COLUMNS.map((column) => {
          const value = entry[column];
          return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
        });
      }
    })(),
  );
}
