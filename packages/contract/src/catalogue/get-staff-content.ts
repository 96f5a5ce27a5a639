import { operation } from '../common/operation';
import { ZStaffContent, ZStaffContentParams } from './staff-content';

export const getStaffContent = operation({
  method: 'GET',
  path: '/api/v1/staff/contents/:id/',
  tag: 'staff',
  summary: 'An item of a program’s room: its texts in both languages and its rules',
  params: ZStaffContentParams,
  response: ZStaffContent,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'read' },
});
