import { operation } from '../common/operation';
import { ZStaffProgramOutline } from './staff-content';
import { ZStaffProgramParams } from './staff-program';

export const getStaffProgramOutline = operation({
  method: 'GET',
  path: '/api/v1/staff/programs/:id/outline/',
  tag: 'staff',
  summary: "A program's sections and their items, in the room's order",
  params: ZStaffProgramParams,
  response: ZStaffProgramOutline,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'read' },
});
