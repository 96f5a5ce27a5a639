import { describe, expect, it } from 'vitest';
import { ZUpdateQuizRequest } from './update-quiz';

describe('a quiz update', () => {
  it('takes comma-joined option ids, saves without submitting by default', () => {
    expect(ZUpdateQuizRequest.parse({})).toEqual({ answers: [] });
    expect(
      ZUpdateQuizRequest.parse({ answers: [{ question: 3, mcq_answer: ' 1,4 ' }], status: 'submitted' }),
    ).toEqual({
      answers: [{ question: 3, mcq_answer: '1,4' }],
      status: 'submitted',
    });
    for (const bad of ['1,', ',1', 'a', '1;2', '1, 2'])
      expect(ZUpdateQuizRequest.safeParse({ answers: [{ question: 3, mcq_answer: bad }] }).success, bad).toBe(
        false,
      );
    expect(ZUpdateQuizRequest.safeParse({ status: 'graded' }).success).toBe(false);
  });
});
