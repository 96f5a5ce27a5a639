import { z } from 'zod';
import { listOf } from '../common/list';
import { ZJourneySection } from './content';

export const listCourseSections = { method: 'GET', path: '/api/v1/sections/' } as const;
export const getCourseSection = { method: 'GET', path: '/api/v1/sections/:id/' } as const;

/**
 * The program whose sections to read. The student has one subscription per program, so the course
 * names it; `subscription`, when given, must be that one.
 */
export const ZCourseSectionsQuery = z.object({
  course: z.coerce.number().int().positive(),
  subscription: z.coerce.number().int().positive().optional(),
});
export type TCourseSectionsQuery = z.infer<typeof ZCourseSectionsQuery>;

export const ZGetCourseSectionParams = z.object({ id: z.coerce.number().int().positive() });

/** Every section of the program sorted by index, each with its items and their state for the student. */
export const ZListCourseSectionsResponse = listOf(ZJourneySection).extend({
  subscription: z.number().int(),
  /** Percent (whole number) of the program's mandatory items that are complete. */
  mandatory_content_progress: z.number().int().min(0).max(100),
});
export type TListCourseSectionsResponse = z.infer<typeof ZListCourseSectionsResponse>;

export const ZGetCourseSectionResponse = ZJourneySection;
export type TGetCourseSectionResponse = z.infer<typeof ZGetCourseSectionResponse>;
