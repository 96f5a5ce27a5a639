import { QUIZ_LATE_SAVE_SECONDS, QUIZ_OFFLINE_GRACE_MINUTES } from '@portal/contract';

const LATE_SAVE_MS = QUIZ_LATE_SAVE_SECONDS * 1000;
const GRACE_MS = QUIZ_OFFLINE_GRACE_MINUTES * 60_000;

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
  return deadline === null || now.getTime() <= deadline.getTime() + LATE_SAVE_MS;
}

/** Until the offline grace ends, a save may still bring answers made before the deadline. */
export function withinGrace(deadline: Date | null, now: Date): boolean {
  return deadline === null || now.getTime() <= deadline.getTime() + GRACE_MS;
}

/** The latest deadline an open attempt may have and still take a save: older ones are overdue. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - GRACE_MS);

/**
 * When the student made an answer, as the server judges it: its arrival less the time the device says
 * it waited there. Only that difference of two device times is used, so a device clock set wrong
 * changes nothing; a device that lies about it can move an answer no earlier than the attempt's start.
 */
export function madeAt(
  arrivedAt: Date,
  startedAt: Date,
  device: { answeredAt?: string; sentAt?: string },
): Date {
  if (device.answeredAt === undefined || device.sentAt === undefined) return arrivedAt;
  const waited = Math.max(0, Date.parse(device.sentAt) - Date.parse(device.answeredAt));
  return new Date(Math.max(startedAt.getTime(), arrivedAt.getTime() - waited));
}

/** An answer counts when made before the deadline, give or take the seconds a save takes to arrive. */
export function madeInTime(deadline: Date | null, made: Date): boolean {
  return acceptsAnswers(deadline, made);
}

/** A submission after the deadline is the timer's, dated at the deadline. */
export function submissionOf(deadline: Date | null, now: Date): { at: Date; by: 'student' | 'timer' } {
  return deadline !== null && now >= deadline ? { at: deadline, by: 'timer' } : { at: now, by: 'student' };
}

export type TimeAccommodation = { multiplier: number | null; extraMinutes: number | null };

/**
 * The minutes a student is allowed on a quiz: its limit, multiplied (rounded up to the whole minute,
 * in the student's favour) or with minutes added by their accommodation; null when untimed.
 */
export function allowedMinutes(limit: number | null, accommodation: TimeAccommodation | null): number | null {
  if (limit === null || accommodation === null) return limit;
  if (accommodation.multiplier !== null) return Math.ceil(limit * accommodation.multiplier - 1e-9);
  return limit + (accommodation.extraMinutes ?? 0);
}
