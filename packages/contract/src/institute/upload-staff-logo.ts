import { operation } from '../common/operation';
import { ZStaffInstitute } from './staff-institute';

/** The logo in the portal's header, as multipart (file): PNG, JPEG or WebP, up to 2 MB. */
export const uploadStaffLogo = operation({
  method: 'PUT',
  path: '/api/v1/staff/institute/logo/',
  tag: 'staff',
  summary: "Replace the institute's logo",
  consumes: ['multipart/form-data'],
  response: ZStaffInstitute,
  errors: [401, 403, 503],
  staff: { resource: 'settings', action: 'update' },
});
