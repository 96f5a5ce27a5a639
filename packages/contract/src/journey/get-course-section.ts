import { z } from 'zod';
import { operation } from '../common/operation';
import { ZJourneySection } from './content';
import { ZCourseSectionsQuery } from './sections';

export const ZGetCourseSectionParams = z.object({ id: z.coerce.number().int().positive() });

export const ZGetCourseSectionResponse = ZJourneySection;
export type TGetCourseSectionResponse = z.infer<typeof ZGetCourseSectionResponse>;

export const getCourseSection = operation({
  method: 'GET',
  path: '/api/v1/sections/:id/',
  tag: 'journey',
  summary: 'One section of the program with its items',
  params: ZGetCourseSectionParams,
  query: ZCourseSectionsQuery,
  response: ZGetCourseSectionResponse,
  errors: [401, 403, 404],
});
