import { z } from 'zod';
import { operation } from '../common/operation';

export const ZGetMediaParams = z.object({ key: z.string().regex(/^[a-z0-9-]+\.[a-z0-9]+$/) });

/** Answers the file itself, whole or the one byte range asked for (206; 416 for a range past its end). */
export const getMedia = operation({
  method: 'GET',
  path: '/api/v1/media/:key',
  tag: 'institute',
  summary:
    "An image, video or caption file of the institute or a program; videos are served by byte ranges, a paid program's room videos and their captions only to its students",
  params: ZGetMediaParams,
  errors: [401, 403, 404],
});
