import { z } from 'zod';
import { operation } from '../common/operation';
import { ZTutorConversationParams } from './tutor';

/** Clears the conversation (204). */
export const clearTutorConversation = operation({
  method: 'DELETE',
  path: '/api/v1/tutor/conversations/:subscription_id/',
  tag: 'tutor',
  summary: 'Clear the conversation (the questions asked today still count in the quota)',
  params: ZTutorConversationParams,
  response: z.null(),
  status: 204,
  errors: [401, 403, 404],
});
