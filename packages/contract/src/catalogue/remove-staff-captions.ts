import { operation } from '../common/operation';
import { ZStaffContent } from './staff-content';
import { ZStaffCaptionsParams } from './upload-staff-captions';

export const removeStaffCaptions = operation({
  method: 'DELETE',
  path: '/api/v1/staff/contents/:id/captions/:lang/',
  tag: 'staff',
  summary: "Remove a video item's captions in one language",
  params: ZStaffCaptionsParams,
  response: ZStaffContent,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'update' },
});
