import { operation } from '../common/operation';
import { ZStaffContentParams, ZStaffProgramOutline } from './staff-content';

/** Refused (409) once a student has worked on the item: their marks and attendance stay. */
export const removeStaffContent = operation({
  method: 'DELETE',
  path: '/api/v1/staff/contents/:id/',
  tag: 'staff',
  summary: 'Remove an item no student has worked on',
  params: ZStaffContentParams,
  response: ZStaffProgramOutline,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});
