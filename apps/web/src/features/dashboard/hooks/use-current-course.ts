import { useQuery } from '@tanstack/react-query';
import { getCourseQueryOptions } from '../../catalogue/api/get-course';
import { type CurrentCourseState, currentCourseOf } from '../current-course-state';

/**
 * The course of `courseId` (`GET /api/v1/courses/:id/`) as the current-course state; empty for null.
 * A query, so that a page painted on the server holds it.
 */
export function useCurrentCourse(courseId: number | null): CurrentCourseState {
  const course = useQuery({ ...getCourseQueryOptions(courseId ?? 0), enabled: courseId !== null });
  return currentCourseOf(courseId === null ? null : course);
}
