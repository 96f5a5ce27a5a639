import { z } from 'zod';
import { listOf } from '../common/list';
import { ZLanguage } from '../enums';
import { ZRewardReason } from './reward-points';

/** Every level of the school, lowest first, with whether the student has reached it. */
export const listLearningLevels = { method: 'GET', path: '/api/v1/gamification/levels/' } as const;
export const ZLearningLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The language of the name: the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
  level_image: z.string().nullable(),
  min_points: z.number().int(),
  reached: z.boolean(),
  current: z.boolean(),
});
export type TLearningLevel = z.infer<typeof ZLearningLevel>;
export const ZLearningLevelsResponse = z.object({
  points: z.number().int(),
  levels: z.array(ZLearningLevel),
});
export type TLearningLevelsResponse = z.infer<typeof ZLearningLevelsResponse>;

/** The student's points, newest first, paged with offset and limit. */
export const listRewardHistory = { method: 'GET', path: '/api/v1/gamification/history/' } as const;
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

/** Gamification switched off by the institute: every gamification call answers 404 with this. */
export const GAMIFICATION_OFF_MESSAGE = 'Rewards are not available at this school.';
