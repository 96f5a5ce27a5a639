import { z } from 'zod';
import { operation } from '../common/operation';

/**
 * What an upload is for, which decides its rule: the photo's, a document requirement's, an
 * assignment's, or a practice entry's.
 */
export const UPLOAD_PURPOSES = ['profile_photo', 'document', 'submission', 'practice_entry'] as const;

export const ZUploadFileQuery = z.object({
  purpose: z.enum(UPLOAD_PURPOSES).default('document'),
  /** The student document the file is for, whose extension and size rule applies. */
  document: z.coerce.number().int().positive().optional(),
  /** The assignment or homework (purpose `submission`) or practice log (`practice_entry`) the file is for. */
  content: z.coerce.number().int().positive().optional(),
});

export const ZUploadedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  size_in_mb: z.number(),
  content_type: z.string(),
  url: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** The file comes as multipart (file, name, size_in_mb), read by the route as a stream. */
export const uploadFile = operation({
  method: 'POST',
  path: '/api/v1/files/',
  tag: 'files',
  summary: 'Upload a file (multipart: file, name, size_in_mb); checked by size, extension and content',
  consumes: ['multipart/form-data'],
  query: ZUploadFileQuery,
  response: ZUploadedFile,
  status: 201,
  errors: [401, 403, 404, 429, 503],
});
