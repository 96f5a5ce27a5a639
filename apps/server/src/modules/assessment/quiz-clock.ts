import { QUIZ_LATE_SAVE_SECONDS } from '@portal/contract';

export function deadlineOf(startedAt: Date, timeLimitMinutes: number | null): Date | null {
  return timeLimitMinutes === null ? null : new Date(startedAt.getTime() + timeLimitMinutes * 60_000);
}

/** Whole seconds left, never below 0; null when untimed. */
export function remainingSeconds(deadline: Date | null, now: Date): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Answers still count until a few seconds past the deadline: the last save in flight, the auto-submit. */
export function acceptsAnswers(deadline: Date | null, now: Date): boolean {
  return deadline === null || now.getTime() <= deadline.getTime() + QUIZ_LATE_SAVE_SECONDS * 1000;
}

/** The latest moment an open attempt with this deadline may still be saved: older ones are overdue. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - QUIZ_LATE_SAVE_SECONDS * 1000);

/** A submission after the deadline is the timer's, dated at the deadline. */
export function submissionOf(deadline: Date | null, now: Date): { at: Date; by: 'student' | 'timer' } {
  return deadline !== null && now >= deadline ? { at: deadline, by: 'timer' } : { at: now, by: 'student' };
}
