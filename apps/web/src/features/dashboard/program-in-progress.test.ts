import type { TSubscription } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { programInProgress } from './program-in-progress';

type Program = Pick<TSubscription, 'id' | 'access' | 'current_content' | 'course_completion'>;

const program = (id: number, over: Partial<Program> = {}): Program => ({
  id,
  access: 'full',
  current_content: null,
  course_completion: 0,
  ...over,
});

describe('the program Continue learning leads to', () => {
  it('is the one started and unfinished, over a newer one not opened yet', () => {
    const newer = program(2);
    const started = program(1, { current_content: 601, course_completion: 40 });
    expect(programInProgress([newer, started])?.id).toBe(1);
  });

  it('is the newest untouched one before a finished one or one only to look back at', () => {
    const finished = program(3, { current_content: 601, course_completion: 100 });
    const graduate = program(4, { access: 'view_only', current_content: 601, course_completion: 80 });
    const untouched = program(1);
    expect(programInProgress([graduate, finished, untouched])?.id).toBe(1);
    expect(programInProgress([graduate, finished])?.id).toBe(4);
  });

  it('is none when no room can be opened', () => {
    expect(
      programInProgress([program(1, { access: 'pending' }), program(2, { access: 'closed' })]),
    ).toBeNull();
  });
});
