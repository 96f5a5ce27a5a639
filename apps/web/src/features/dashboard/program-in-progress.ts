import type { TSubscription } from '@portal/contract';

type Candidate = Pick<TSubscription, 'access' | 'current_content' | 'course_completion'>;

/** How much a program is the one the student works on now: started and unfinished, then untouched, then the rest. */
function rank(subscription: Candidate): number {
  if (subscription.access !== 'full') return 2;
  if (subscription.course_completion >= 100) return 2;
  return subscription.current_content !== null ? 0 : 1;
}

/**
 * The program "Continue learning" leads to: one the student has started and not finished, before a new
 * one they have not opened yet, before one finished or only to look back at; the newest of a kind
 * (the list comes newest first). Null when no room can be opened.
 */
export function programInProgress<T extends Candidate>(subscriptions: readonly T[]): T | null {
  const open = subscriptions.filter((s) => s.access === 'full' || s.access === 'view_only');
  return open.reduce<T | null>((best, s) => (best === null || rank(s) < rank(best) ? s : best), null);
}
