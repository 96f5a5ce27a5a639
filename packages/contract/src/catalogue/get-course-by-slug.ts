import { z } from 'zod';
import { operation } from '../common/operation';
import { ZGetCourseResponse } from './get-course';

export const ZGetCourseBySlugParams = z.object({ slug: z.string().min(1).max(120) });

export const getCourseBySlug = operation({
  method: 'GET',
  path: '/api/v1/courses/slug/:slug/',
  tag: 'catalogue',
  summary: 'One program by its slug (public)',
  params: ZGetCourseBySlugParams,
  response: ZGetCourseResponse,
  errors: [404],
});
