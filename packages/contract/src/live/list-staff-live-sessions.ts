import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZLiveStatus } from './live-session';
import { ZStaffLiveSession } from './staff-live-session';

export const ZListStaffLiveSessionsQuery = ZStaffListQuery(['starts_at']).extend({
  program: z.coerce.number().int().positive().optional(),
  status: ZLiveStatus.optional(),
});
export type TListStaffLiveSessionsQuery = z.infer<typeof ZListStaffLiveSessionsQuery>;

export const listStaffLiveSessions = operation({
  method: 'GET',
  path: '/api/v1/staff/live-sessions/',
  tag: 'staff',
  summary: "Live sessions, latest start first, searched by title; an instructor's programs' only",
  query: ZListStaffLiveSessionsQuery,
  response: listOf(ZStaffLiveSession),
  errors: [401, 403],
  staff: { resource: 'live', action: 'read' },
});
