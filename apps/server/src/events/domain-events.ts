import type { Names } from '../lib/names';

/**
 * What a module tells the others happened, by name, with what a subscriber needs to know. A payload is
 * kept as JSON by the job queue until each subscriber has handled it, so it holds ids, names and times
 * (as ISO strings), never rows.
 */
export type DomainEvents = {
  /** A payment completed its obligation (a full payment, a registration fee or an instalment). */
  'payment.completed': { paymentId: number; paidAt: string };
  /**
   * An item of the course room completed: viewed, handed in, or its quota recorded. `name` is the
   * default language's, `names` every language's (absent from events queued by earlier versions).
   */
  'content.completed': {
    studentId: number;
    subscriptionId: number;
    contentId: number;
    name: string;
    names?: Names;
  };
  /** A quiz's counted result passed. */
  'quiz.passed': { subscriptionId: number; quizId: number; name: string; names?: Names };
  /** Attendances the school recorded at an in-class item; `total` is the running count they reached. */
  'attendance.recorded': {
    studentId: number;
    subscriptionId: number;
    contentId: number;
    name: string;
    names?: Names;
    count: number;
    total: number;
  };
  /** A student joined a live session for the first time. */
  'live.joined': { studentId: number; subscriptionId: number; sessionId: number; title: string };
};

export type DomainEvent = keyof DomainEvents;
