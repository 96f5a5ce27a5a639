import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { getCourseQueryOptions } from '../../../lib/courses/get-course';
import { currentCourseReducer, emptyCurrentCourse } from '../current-course-state';

/** Loads the course of `courseId` (`GET /api/v1/courses/:id/`) into the current-course state; null resets it. */
export function useCurrentCourse(courseId: number | null) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(currentCourseReducer, emptyCurrentCourse);

  useEffect(() => {
    if (courseId === null) return;
    let current = true;
    dispatch({ type: 'loading' });
    queryClient.fetchQuery(getCourseQueryOptions(courseId)).then(
      (data) => {
        if (current) dispatch({ type: 'loaded', data });
      },
      (error: unknown) => {
        if (current)
          dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      },
    );
    // another course, or none: the last one's data must not show for it
    return () => {
      current = false;
      dispatch({ type: 'reset' });
    };
  }, [courseId, queryClient]);

  return state;
}
