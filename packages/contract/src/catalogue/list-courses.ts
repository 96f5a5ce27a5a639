import { z } from 'zod';
import { listOf, ZListQuery } from '../common/list';
import { ZCourseSummary } from './course';

export const listCourses = { method: 'GET', path: '/api/v1/courses/' } as const;

export const ZListCoursesQuery = ZListQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type TListCoursesQuery = z.infer<typeof ZListCoursesQuery>;

export const ZListCoursesResponse = listOf(ZCourseSummary);
export type TListCoursesResponse = z.infer<typeof ZListCoursesResponse>;
