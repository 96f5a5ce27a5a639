import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZAuditEntry } from './audit-entry';
import { ZStaffListQuery } from './staff-list-query';

export const ZAuditFilters = z.object({
  /** Part of the action's name, such as `document`. */
  search: z.string().trim().max(200).optional(),
  student: z.string().optional(),
  actor: z.string().optional(),
  entity: z.string().optional(),
  entity_id: z.string().optional(),
  action: z.string().optional(),
  /** From and until these days, inclusive (YYYY-MM-DD, the school's time zone). */
  from: z.iso.date().optional(),
  until: z.iso.date().optional(),
});

export const ZListAuditEntriesQuery = ZStaffListQuery(['at']).extend(ZAuditFilters.shape);
export const ZListAuditEntriesResponse = listOf(ZAuditEntry);
export type TListAuditEntriesResponse = z.infer<typeof ZListAuditEntriesResponse>;

/** The audit log, newest first, per student, per record, per member or per action; `search` reads the action. */
export const listAuditEntries = operation({
  method: 'GET',
  path: '/api/v1/staff/audit/',
  tag: 'staff',
  summary: 'The log of staff writes, filtered',
  query: ZListAuditEntriesQuery,
  response: ZListAuditEntriesResponse,
  errors: [401, 403],
  staff: { resource: 'audit', action: 'read' },
});

/** The same entries as CSV, every page, for a spreadsheet. */
export const exportAuditEntries = operation({
  method: 'GET',
  path: '/api/v1/staff/audit/export/',
  tag: 'staff',
  summary: 'The log of staff writes, filtered, as CSV',
  query: ZAuditFilters,
  errors: [401, 403],
  staff: { resource: 'audit', action: 'read' },
});
