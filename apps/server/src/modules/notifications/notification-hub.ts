import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';

const CHANNEL = 'portal_notifications';

/**
 * What a change tells open streams: a new notification, only that the unseen count moved, or (with
 * `subscription_id`) that the school changed what one of the student's course rooms shows.
 */
export type NotificationSignal = {
  student_id: number;
  notification_id: number | null;
  subscription_id?: number;
};

/**
 * Tells every server process of a change. pg_notify is transactional: a signal sent inside a
 * transaction reaches listeners only when it commits, and never if it rolls back.
 */
export async function signalStudent(db: Executor, signal: NotificationSignal): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(signal)})`);
}

export type NotificationHub = {
  /** Calls `listener` with each signal for the student; answers the function that stops it. */
  subscribe: (studentId: number, listener: (signal: NotificationSignal) => void) => Promise<() => void>;
  /** Calls `listener` with every signal, whoever it is for; answers the function that stops it. */
  subscribeAll: (listener: (signal: NotificationSignal) => void) => Promise<() => void>;
  /**
   * Calls `listener` each time signals may have been missed (the listening connection was lost and is
   * back); answers the function that stops it.
   */
  onResync: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

// student ids are numbers, so these event names are never a student's
const EVERY_STUDENT = 'all';
const RESYNC = 'resync';

/**
 * One LISTEN per process (PostgreSQL: its own connection; PGlite: in the same process), fanned out
 * to the open streams of each student.
 */
export function createNotificationHub(database: Database): NotificationHub {
  const streams = new EventEmitter();
  // one listener per open stream
  streams.setMaxListeners(0);
  let listening: Promise<() => Promise<void>> | null = null;
  const listen = () =>
    (listening ??= database.listen(
      CHANNEL,
      (payload) => {
        const signal = JSON.parse(payload) as NotificationSignal;
        streams.emit(String(signal.student_id), signal);
        streams.emit(EVERY_STUDENT, signal);
      },
      { onReconnect: () => streams.emit(RESYNC) },
    ));
  return {
    async subscribe(studentId, listener) {
      await listen();
      streams.on(String(studentId), listener);
      return () => streams.off(String(studentId), listener);
    },
    async subscribeAll(listener) {
      await listen();
      streams.on(EVERY_STUDENT, listener);
      return () => streams.off(EVERY_STUDENT, listener);
    },
    onResync(listener) {
      streams.on(RESYNC, listener);
      return () => streams.off(RESYNC, listener);
    },
    async close() {
      streams.removeAllListeners();
      if (listening) await (await listening)();
      listening = null;
    },
  };
}
