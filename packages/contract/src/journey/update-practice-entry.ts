import { z } from 'zod';
import { operation } from '../common/operation';
import { ZPracticeEntry, ZPracticeEntryFields, ZPracticeEntryParams } from './practice-entries';

/** The whole entry again: what the form shows is what is kept. */
export const ZUpdatePracticeEntryRequest = z.object(ZPracticeEntryFields);
export type TUpdatePracticeEntryRequest = z.input<typeof ZUpdatePracticeEntryRequest>;

export const updatePracticeEntry = operation({
  method: 'PATCH',
  path: '/api/v1/practice-entries/:id/',
  tag: 'journey',
  summary: 'Change one of the student’s entries while it waits for review (409 once reviewed)',
  params: ZPracticeEntryParams,
  body: ZUpdatePracticeEntryRequest,
  response: ZPracticeEntry,
  errors: [401, 403, 404, 409],
});
