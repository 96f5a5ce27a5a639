import { z } from 'zod';
import { operation } from '../common/operation';
import { ZContentParams } from './get-content';
import { ZPracticeEntry, ZPracticeEntryFields } from './practice-entries';

export const ZAddPracticeEntryRequest = z.object({
  subscription: z.number().int().positive().optional(),
  ...ZPracticeEntryFields,
});
export type TAddPracticeEntryRequest = z.input<typeof ZAddPracticeEntryRequest>;

export const addPracticeEntry = operation({
  method: 'POST',
  path: '/api/v1/contents/:id/practice-entries/',
  tag: 'journey',
  summary: 'Add an entry to a practice log; it counts toward the quota once the school approves it',
  params: ZContentParams,
  body: ZAddPracticeEntryRequest,
  response: ZPracticeEntry,
  status: 201,
  errors: [401, 403, 404],
});
