import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZStaffContent } from './staff-content';

export const ZStaffCaptionsParams = z.object({
  id: z.coerce.number().int().positive(),
  lang: ZLanguage,
});

/** A WebVTT file as multipart (file); a refused one answers its problems by line under `file`. */
export const uploadStaffCaptions = operation({
  method: 'PUT',
  path: '/api/v1/staff/contents/:id/captions/:lang/',
  tag: 'staff',
  summary: "Add or replace a video item's captions in one language",
  consumes: ['multipart/form-data'],
  params: ZStaffCaptionsParams,
  response: ZStaffContent,
  errors: [401, 403, 404, 503],
  staff: { resource: 'content', action: 'update' },
});
