import { z } from 'zod';
import { ZCourseDetail } from './course';

export const getCourse = { method: 'GET', path: '/api/v1/courses/:id/' } as const;
export const getCourseBySlug = { method: 'GET', path: '/api/v1/courses/slug/:slug/' } as const;

export const ZGetCourseParams = z.object({ id: z.coerce.number().int().positive() });
export const ZGetCourseBySlugParams = z.object({ slug: z.string().min(1).max(120) });

export const ZGetCourseResponse = ZCourseDetail;
export type TGetCourseResponse = z.infer<typeof ZGetCourseResponse>;
