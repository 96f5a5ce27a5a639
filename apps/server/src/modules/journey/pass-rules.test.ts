import { describe, expect, it } from 'vitest';
import { type StandingItem, passedOf, standingOf } from './pass-rules';

const item = (over: Partial<StandingItem> & Pick<StandingItem, 'id'>): StandingItem => ({
  name: `Item ${over.id}`,
  contentType: 'quiz',
  canSkip: false,
  passMarkPercent: 70,
  completed: true,
  passed: true,
  ...over,
});

describe('the pass mark', () => {
  it('passes at the mark and not below it, and says nothing before grading', () => {
    expect(passedOf(14, 20, 70)).toBe(true);
    expect(passedOf(13.9, 20, 70)).toBe(false);
    expect(passedOf(null, 20, 70)).toBeNull();
    expect(passedOf(5, null, null)).toBeNull();
  });
});

describe('the completion rule', () => {
  it('is passed when every required graded item reaches its pass mark', () => {
    expect(
      standingOf(100, [item({ id: 1 }), item({ id: 2, contentType: 'lesson', passMarkPercent: null })]),
    ).toEqual({ state: 'passed', holding: [] });
  });

  it('is not passed when a required quiz is completed below its pass mark', () => {
    expect(standingOf(100, [item({ id: 1, passed: false })])).toEqual({
      state: 'not_passed',
      holding: [
        { content: 1, name: 'Item 1', content_type: 'quiz', pass_mark_percent: 70, status: 'not_passed' },
      ],
    });
  });

  it('waits for grading while a required item handed in has no marks, naming it', () => {
    const standing = standingOf(100, [
      item({ id: 1 }),
      item({ id: 2, contentType: 'assignment', passMarkPercent: 60, passed: null }),
    ]);
    expect(standing.state).toBe('awaiting_grading');
    expect(standing.holding.map((h) => [h.content, h.status])).toEqual([[2, 'awaiting_grading']]);
  });

  it('names a failed item before one awaiting grading, and never holds by an optional one', () => {
    const standing = standingOf(100, [
      item({ id: 1, passed: null }),
      item({ id: 2, passed: false }),
      item({ id: 3, canSkip: true, passed: false }),
    ]);
    expect(standing.state).toBe('not_passed');
    expect(standing.holding.map((h) => h.content)).toEqual([1, 2]);
  });

  it('is incomplete until every required item is complete, whatever the marks so far', () => {
    const standing = standingOf(80, [
      item({ id: 1, passed: false }),
      item({ id: 2, completed: false, passed: null }),
    ]);
    expect(standing).toEqual({ state: 'incomplete', holding: [expect.objectContaining({ content: 1 })] });
  });
});
