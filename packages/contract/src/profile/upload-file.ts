import { z } from 'zod';

export const uploadFile = { method: 'POST', path: '/api/v1/files/' } as const;
export const downloadFile = { method: 'GET', path: '/api/v1/files/:id/' } as const;
export const ZDownloadFileParams = z.object({ id: z.coerce.number().int().positive() });

/** What an upload is for, which decides its rule: the photo's, or a document requirement's. */
export const UPLOAD_PURPOSES = ['profile_photo', 'document'] as const;

export const ZUploadedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  size_in_mb: z.number(),
  content_type: z.string(),
  url: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
