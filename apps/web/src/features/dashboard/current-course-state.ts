import type { TCourseDetail } from '@portal/contract';

/** The spec's dashboard state `currentCourseData`: the course of the program the student works on now. */
export type CurrentCourseState = { loading: boolean; data: TCourseDetail | null; error: string | null };

export const emptyCurrentCourse: CurrentCourseState = { loading: false, data: null, error: null };

/** A course load as TanStack Query reports it. */
type CourseLoad = { isPending: boolean; data: TCourseDetail | null | undefined; error: Error | null };

function isEmpty(data: TCourseDetail | null | undefined): data is null | undefined {
  return !data || Object.keys(data).length === 0;
}

/** The state of a course's load; empty when there is no course to load. An empty answer is no course. */
export function currentCourseOf(load: CourseLoad | null): CurrentCourseState {
  if (!load) return emptyCurrentCourse;
  if (load.error) return { loading: false, data: null, error: load.error.message };
  return { loading: load.isPending, data: isEmpty(load.data) ? null : load.data, error: null };
}
