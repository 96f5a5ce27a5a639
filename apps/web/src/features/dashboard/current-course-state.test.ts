import { describe, expect, it } from 'vitest';
import { courseDetail } from '../../test/fixtures';
import { currentCourseReducer, emptyCurrentCourse } from './current-course-state';

describe('the current-course load', () => {
  it('loads, then keeps the course it received', () => {
    const loading = currentCourseReducer(emptyCurrentCourse, { type: 'loading' });
    expect(loading).toEqual({ loading: true, data: null, error: null });
    expect(currentCourseReducer(loading, { type: 'loaded', data: courseDetail })).toEqual({
      loading: false,
      data: courseDetail,
      error: null,
    });
  });

  it('keeps its data when the answer is empty', () => {
    const loaded = { loading: false, data: courseDetail, error: null };
    const reloading = currentCourseReducer(loaded, { type: 'loading' });
    expect(reloading.data).toBe(courseDetail);
    for (const empty of [null, undefined, {} as typeof courseDetail]) {
      expect(currentCourseReducer(reloading, { type: 'loaded', data: empty })).toEqual(loaded);
    }
    expect(currentCourseReducer(emptyCurrentCourse, { type: 'loaded', data: null })).toEqual(
      emptyCurrentCourse,
    );
  });

  it('stores the error, and clears it on the next load', () => {
    const failed = currentCourseReducer(
      { loading: true, data: null, error: null },
      {
        type: 'failed',
        error: 'Not found.',
      },
    );
    expect(failed).toEqual({ loading: false, data: null, error: 'Not found.' });
    expect(currentCourseReducer(failed, { type: 'loading' })).toEqual({
      loading: true,
      data: null,
      error: null,
    });
  });

  it('resets to empty', () => {
    const loaded = { loading: false, data: courseDetail, error: 'old' };
    expect(currentCourseReducer(loaded, { type: 'reset' })).toEqual(emptyCurrentCourse);
  });
});
