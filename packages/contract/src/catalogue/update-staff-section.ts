import { operation } from '../common/operation';
import { ZStaffProgramOutline } from './staff-content';
import { ZStaffSectionParams, ZStaffSectionWrite } from './staff-section';

export const ZUpdateStaffSection = ZStaffSectionWrite.partial();

export const updateStaffSection = operation({
  method: 'PATCH',
  path: '/api/v1/staff/sections/:id/',
  tag: 'staff',
  summary: 'Rename a section or change its description',
  params: ZStaffSectionParams,
  body: ZUpdateStaffSection,
  response: ZStaffProgramOutline,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
