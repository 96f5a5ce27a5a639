import type { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZStaffProgram } from './staff-program';

export const ZListStaffProgramsQuery = ZStaffListQuery(['name', 'students']);

export const listStaffPrograms = operation({
  method: 'GET',
  path: '/api/v1/staff/programs/',
  tag: 'staff',
  summary: 'The programs in their catalogue order, searched by name; an instructor’s programs only',
  query: ZListStaffProgramsQuery,
  response: listOf(ZStaffProgram),
  errors: [401, 403],
  staff: { resource: 'content', action: 'read' },
});
export type TListStaffProgramsQuery = z.infer<typeof ZListStaffProgramsQuery>;
