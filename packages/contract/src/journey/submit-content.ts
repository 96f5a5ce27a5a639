import { z } from 'zod';
import { operation } from '../common/operation';
import { ZContent } from './content';
import { ZContentParams } from './get-content';

export const ZSubmitContentRequest = z.object({
  subscription: z.number().int().positive().optional(),
  text: z.string().trim().max(20_000).default(''),
  /** An uploaded file's id, or null for none. */
  file: z.number().int().positive().nullable().default(null),
});
export type TSubmitContentRequest = z.input<typeof ZSubmitContentRequest>;

export const ZSubmitContentResponse = ZContent;

/**
 * Hands in an assignment or homework, or replaces the earlier submission until it is graded
 * (then 409 with `JOURNEY_MESSAGES.graded`). A file is uploaded first through `POST /api/v1/files/`
 * with `?purpose=submission&content={id}`, which checks it against the item's extensions and size;
 * its id is sent here. Answers the item with its submission.
 */
export const submitContent = operation({
  method: 'POST',
  path: '/api/v1/contents/:id/submissions/',
  tag: 'journey',
  summary: 'Hand in (or, until graded, replace) the work for an assignment or homework',
  params: ZContentParams,
  body: ZSubmitContentRequest,
  response: ZSubmitContentResponse,
  errors: [401, 403, 404, 409, 503],
});
