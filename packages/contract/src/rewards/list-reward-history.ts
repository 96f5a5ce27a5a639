import { z } from 'zod';
import { listOf, ZListQuery } from '../common/list';
import { operation } from '../common/operation';
import { ZRewardReason } from './reward-points';

export const ZRewardEntry = z.object({
  id: z.number().int(),
  points: z.number().int(),
  reason: ZRewardReason,
  /** What earned them, e.g. the content's or quiz's title, or the program paid for. */
  description: z.string(),
  course_slug: z.string().nullable(),
  earned_at: z.string(),
});
export type TRewardEntry = z.infer<typeof ZRewardEntry>;
export const ZRewardHistoryResponse = listOf(ZRewardEntry);
export type TRewardHistoryResponse = z.infer<typeof ZRewardHistoryResponse>;

/** The student's points, newest first, paged with offset and limit. */
export const listRewardHistory = operation({
  method: 'GET',
  path: '/api/v1/gamification/history/',
  tag: 'rewards',
  summary: 'What earned the student their points, newest first',
  query: ZListQuery,
  response: ZRewardHistoryResponse,
  errors: [401, 403, 404],
});
