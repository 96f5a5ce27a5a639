import { z } from 'zod';
import { operation } from '../common/operation';

export const ZDownloadFileParams = z.object({ id: z.coerce.number().int().positive() });

/** Answers the file itself. */
export const downloadFile = operation({
  method: 'GET',
  path: '/api/v1/files/:id/',
  tag: 'files',
  summary: "One of the student's own files, as a download",
  params: ZDownloadFileParams,
  errors: [401, 403, 404, 503],
});
