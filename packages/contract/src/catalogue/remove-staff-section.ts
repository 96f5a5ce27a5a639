import { operation } from '../common/operation';
import { ZStaffProgramOutline } from './staff-content';
import { ZStaffSectionParams } from './staff-section';

/** A section goes with its items, unless a student has worked on one of them (409). */
export const removeStaffSection = operation({
  method: 'DELETE',
  path: '/api/v1/staff/sections/:id/',
  tag: 'staff',
  summary: 'Remove a section and its items, when no student has worked on them',
  params: ZStaffSectionParams,
  response: ZStaffProgramOutline,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});
