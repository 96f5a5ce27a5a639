import { z } from 'zod';
import { operation } from '../common/operation';
import { ZContentParams } from './get-content';
import { ZPracticeEntry } from './practice-entries';

export const ZPracticeEntriesQuery = z.object({
  subscription: z.coerce.number().int().positive().optional(),
});

/** The student's entries on one item, newest practice first. */
export const ZListPracticeEntriesResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZPracticeEntry),
});
export type TListPracticeEntriesResponse = z.infer<typeof ZListPracticeEntriesResponse>;

export const listPracticeEntries = operation({
  method: 'GET',
  path: '/api/v1/contents/:id/practice-entries/',
  tag: 'journey',
  summary: "The student's entries on a practice log, newest practice first, with their review",
  params: ZContentParams,
  query: ZPracticeEntriesQuery,
  response: ZListPracticeEntriesResponse,
  errors: [401, 403, 404],
});
