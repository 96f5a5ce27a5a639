import type { TCourseDetail } from '@portal/contract';

/** The spec's dashboard state `currentCourseData`: the course of the program the student works on now. */
export type CurrentCourseState = { loading: boolean; data: TCourseDetail | null; error: string | null };

export type CurrentCourseAction =
  | { type: 'loading' }
  | { type: 'loaded'; data: TCourseDetail | null | undefined }
  | { type: 'failed'; error: string }
  | { type: 'reset' };

export const emptyCurrentCourse: CurrentCourseState = { loading: false, data: null, error: null };

function isEmpty(data: TCourseDetail | null | undefined): data is null | undefined {
  return !data || Object.keys(data).length === 0;
}

/** Loading, then the course (kept only when the answer is not empty) or the error; reset empties it. */
export function currentCourseReducer(
  state: CurrentCourseState,
  action: CurrentCourseAction,
): CurrentCourseState {
  switch (action.type) {
    case 'loading':
      return { ...state, loading: true, error: null };
    case 'loaded':
      return { loading: false, error: null, data: isEmpty(action.data) ? state.data : action.data };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    case 'reset':
      return emptyCurrentCourse;
  }
}
