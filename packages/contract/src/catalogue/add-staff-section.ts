import { operation } from '../common/operation';
import { ZStaffProgramOutline } from './staff-content';
import { ZStaffProgramParams } from './staff-program';
import { ZStaffSectionWrite } from './staff-section';

/** A new section at the end of the program's outline, to add items to. */
export const addStaffSection = operation({
  method: 'POST',
  path: '/api/v1/staff/programs/:id/sections/',
  tag: 'staff',
  summary: 'Add a section at the end of a program',
  params: ZStaffProgramParams,
  body: ZStaffSectionWrite,
  response: ZStaffProgramOutline,
  status: 201,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
