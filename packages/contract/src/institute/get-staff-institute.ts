import { operation } from '../common/operation';
import { ZStaffInstitute } from './staff-institute';

export const getStaffInstitute = operation({
  method: 'GET',
  path: '/api/v1/staff/institute/',
  tag: 'staff',
  summary: "The institute's settings: features, branding, theme preset and links",
  response: ZStaffInstitute,
  errors: [401, 403, 404],
  staff: { resource: 'settings', action: 'read' },
});
