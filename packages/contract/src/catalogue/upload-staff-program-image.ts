import { operation } from '../common/operation';
import { ZStaffProgram, ZStaffProgramParams } from './staff-program';

/** The program's picture, as multipart (file): PNG, JPEG or WebP, up to 2 MB. */
export const uploadStaffProgramImage = operation({
  method: 'PUT',
  path: '/api/v1/staff/programs/:id/image/',
  tag: 'staff',
  summary: "Replace a program's picture",
  consumes: ['multipart/form-data'],
  params: ZStaffProgramParams,
  response: ZStaffProgram,
  errors: [401, 403, 404, 503],
  staff: { resource: 'content', action: 'update' },
});
