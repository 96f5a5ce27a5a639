import { z } from 'zod';

/**
 * The program whose sections to read. The student has one subscription per program, so the course
 * names it; `subscription`, when given, must be that one.
 */
export const ZCourseSectionsQuery = z.object({
  course: z.coerce.number().int().positive(),
  subscription: z.coerce.number().int().positive().optional(),
});
export type TCourseSectionsQuery = z.infer<typeof ZCourseSectionsQuery>;
