import { z } from 'zod';
import { ZLanguage } from '../enums';

/** Why points were earned; the institute's settings say how many each is worth. */
export const REWARD_REASONS = ['content_completed', 'quiz_passed', 'attendance', 'payment_on_time'] as const;
export const ZRewardReason = z.enum(REWARD_REASONS);
export type TRewardReason = z.infer<typeof ZRewardReason>;

/** Points per reason, kept in the institute's settings; 0 turns a reason off. */
export const ZRewardRules = z.object({
  content_completed: z.number().int().min(0),
  quiz_passed: z.number().int().min(0),
  attendance: z.number().int().min(0),
  payment_on_time: z.number().int().min(0),
});
export type TRewardRules = z.infer<typeof ZRewardRules>;

export const ZRewardLevel = z.object({
  name: z.string(),
  lang: ZLanguage,
  level_image: z.string().nullable(),
});
export type TRewardLevel = z.infer<typeof ZRewardLevel>;

/** Gamification switched off by the institute: every gamification call answers 404 with this. */
export const GAMIFICATION_OFF_MESSAGE = 'Rewards are not available at this school.';
