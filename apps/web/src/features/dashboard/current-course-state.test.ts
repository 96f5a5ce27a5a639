import { describe, expect, it } from 'vitest';
import { courseDetail } from '../../test/fixtures';
import { currentCourseOf, emptyCurrentCourse } from './current-course-state';

describe('the current-course load', () => {
  it('is loading, then holds the course it received', () => {
    expect(currentCourseOf({ isPending: true, data: undefined, error: null })).toEqual({
      loading: true,
      data: null,
      error: null,
    });
    expect(currentCourseOf({ isPending: false, data: courseDetail, error: null })).toEqual({
      loading: false,
      data: courseDetail,
      error: null,
    });
  });

  it('holds no course when the answer is empty', () => {
    for (const empty of [null, {} as typeof courseDetail]) {
      expect(currentCourseOf({ isPending: false, data: empty, error: null }).data).toBeNull();
    }
  });

  it('holds the error of a failed load', () => {
    expect(currentCourseOf({ isPending: false, data: undefined, error: new Error('Not found.') })).toEqual({
      loading: false,
      data: null,
      error: 'Not found.',
    });
  });

  it('is empty when there is no program in progress', () => {
    expect(currentCourseOf(null)).toEqual(emptyCurrentCourse);
  });
});
