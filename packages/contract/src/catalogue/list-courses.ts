import { z } from 'zod';
import { listOf, ZListQuery } from '../common/list';
import { operation } from '../common/operation';
import { ZCourseSummary } from './course';

export const COURSE_KINDS = ['free', 'trial', 'cohort', 'payment_plan', 'paid'] as const;

export const ZListCoursesQuery = ZListQuery.extend({
  search: z.string().trim().max(100).optional(),
  /** free, a free trial, run in cohorts, payable by instalments, or paid (not free) */
  kind: z.enum(COURSE_KINDS).optional(),
  /** Programs whose price is at most this many cents. */
  max_price: z.coerce.number().int().min(0).optional(),
});
export type TListCoursesQuery = z.infer<typeof ZListCoursesQuery>;

export const ZListCoursesResponse = listOf(ZCourseSummary);
export type TListCoursesResponse = z.infer<typeof ZListCoursesResponse>;

export const listCourses = operation({
  method: 'GET',
  path: '/api/v1/courses/',
  tag: 'catalogue',
  summary: "The institute's programs (public)",
  query: ZListCoursesQuery,
  response: ZListCoursesResponse,
});
