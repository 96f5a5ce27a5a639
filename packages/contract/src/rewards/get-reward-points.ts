import { z } from 'zod';
import { operation } from '../common/operation';
import { ZRewardLevel } from './reward-points';

/**
 * The reward popover (spec section 3, Reward data). `level` is null below the first level;
 * `points_needed_for_next_level` is 0 at the highest level.
 */
export const ZRewardData = z.object({
  points: z.number().int(),
  level: ZRewardLevel.nullable(),
  points_needed_for_next_level: z.number().int(),
});
export type TRewardData = z.infer<typeof ZRewardData>;

export const getRewardPoints = operation({
  method: 'GET',
  path: '/api/v1/gamification/points/',
  tag: 'rewards',
  summary: "The student's reward points, level and points needed for the next level",
  response: ZRewardData,
  errors: [401, 403, 404],
});
