import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZJourneySection } from './content';
import { ZCourseSectionsQuery } from './sections';

/** Every section of the program sorted by index, each with its items and their state for the student. */
export const ZListCourseSectionsResponse = listOf(ZJourneySection).extend({
  subscription: z.number().int(),
  /** Percent (whole number) of the program's mandatory items that are complete. */
  mandatory_content_progress: z.number().int().min(0).max(100),
});
export type TListCourseSectionsResponse = z.infer<typeof ZListCourseSectionsResponse>;

export const listCourseSections = operation({
  method: 'GET',
  path: '/api/v1/sections/',
  tag: 'journey',
  summary: "A program's sections by index, each with its items and the student's state on them",
  query: ZCourseSectionsQuery,
  response: ZListCourseSectionsResponse,
  errors: [401, 403, 404],
});
