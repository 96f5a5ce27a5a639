import { z } from 'zod';
import { operation } from '../common/operation';

/** The process answers: nothing else is asked, so a slow database never gets it restarted. */
export const ZGetLivenessResponse = z.object({ status: z.literal('ok') });
export type TGetLivenessResponse = z.infer<typeof ZGetLivenessResponse>;

export const getLiveness = operation({
  method: 'GET',
  path: '/api/health/live',
  tag: 'health',
  summary: 'Whether the process answers at all (restart it if not); asks nothing of the database',
  response: ZGetLivenessResponse,
});
