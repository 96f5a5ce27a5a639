import { z } from 'zod';
import { operation } from '../common/operation';
import { ZPracticeEntryParams } from './practice-entries';

export const deletePracticeEntry = operation({
  method: 'DELETE',
  path: '/api/v1/practice-entries/:id/',
  tag: 'journey',
  summary: 'Delete one of the student’s entries while it waits for review (409 once reviewed)',
  params: ZPracticeEntryParams,
  response: z.null(),
  status: 204,
  errors: [401, 403, 404, 409],
});
