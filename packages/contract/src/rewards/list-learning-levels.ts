import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';

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

/** Every level of the school, lowest first, with whether the student has reached it. */
export const listLearningLevels = operation({
  method: 'GET',
  path: '/api/v1/gamification/levels/',
  tag: 'rewards',
  summary: 'The school’s learning levels, lowest first, with those the student has reached',
  response: ZLearningLevelsResponse,
  errors: [401, 403, 404],
});
