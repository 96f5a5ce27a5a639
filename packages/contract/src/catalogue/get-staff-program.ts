import { operation } from '../common/operation';
import { ZStaffProgram, ZStaffProgramParams } from './staff-program';

export const getStaffProgram = operation({
  method: 'GET',
  path: '/api/v1/staff/programs/:id/',
  tag: 'staff',
  summary: "A program's settings, cohorts and payment plans",
  params: ZStaffProgramParams,
  response: ZStaffProgram,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'read' },
});
