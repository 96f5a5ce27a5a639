import { z } from 'zod';
import { operation } from '../common/operation';
import { ZCourseDetail } from './course';

export const ZGetCourseParams = z.object({ id: z.coerce.number().int().positive() });

export const ZGetCourseResponse = ZCourseDetail;
export type TGetCourseResponse = z.infer<typeof ZGetCourseResponse>;

export const getCourse = operation({
  method: 'GET',
  path: '/api/v1/courses/:id/',
  tag: 'catalogue',
  summary: 'One program with its outline (public)',
  params: ZGetCourseParams,
  response: ZGetCourseResponse,
  errors: [404],
});
