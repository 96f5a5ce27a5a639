import { z } from 'zod';
import { operation } from '../common/operation';
import { ZContent } from './content';

export const ZContentParams = z.object({ id: z.coerce.number().int().positive() });

/** The subscription the item is read in; without it, the student's subscription to the item's program. */
export const ZContentQuery = z.object({
  subscription: z.coerce.number().int().positive().optional(),
});
export type TContentQuery = z.infer<typeof ZContentQuery>;

export const ZGetContentResponse = ZContent;
export type TGetContentResponse = z.infer<typeof ZGetContentResponse>;

/**
 * Reading one item. Locked items answer 403 with the reason as `detail`; an item of another program,
 * or another student's subscription, answers 404.
 */
export const getContent = operation({
  method: 'GET',
  path: '/api/v1/contents/:id/',
  tag: 'journey',
  summary: 'One content item with what its type needs; 403 with the reason when locked',
  params: ZContentParams,
  query: ZContentQuery,
  response: ZGetContentResponse,
  errors: [401, 403, 404],
});
