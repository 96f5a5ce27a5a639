import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client';
import { type PeriodicTask, runPeriodically } from '../lib/periodic-task';
import {
  type NewTask,
  type TaskRow,
  claimDueTask,
  finishTask,
  insertTask,
  postponeTask,
} from './tasks.repository';

/** A claimed task is someone's for this long; a process that died holding it leaves it due again after. */
const LEASE_MS = 120_000;
/** The wait before a failed task's next try doubles from this, up to the cap. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;
/** Due tasks are looked for this often, besides right after a commit that added one. */
const SWEEP_MS = 10_000;

export type TaskHandler = (payload: Record<string, unknown>) => Promise<void>;

export type TaskQueue = {
  /** Records a task in the change's transaction: it is done only if the change commits. */
  add(tx: Executor, task: NewTask): Promise<void>;
  /** Says what does a topic's tasks; every process registers the same handlers. */
  handle(topic: string, handler: TaskHandler): void;
  /** After a commit that added tasks: has them done soon, without the caller waiting. */
  kick(): void;
  /** Does every due task, one after another; answers how many succeeded. */
  drain(): Promise<number>;
  /** Sweeps for due tasks every few seconds (others' failures, leases of stopped processes). */
  start(log: FastifyBaseLogger): PeriodicTask;
};

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Work left by committed changes, kept in the database until done: a request commits and answers, and
 * its receipt or refund follows, retried with back-off while the mail server or provider fails. Each
 * task is claimed by one process at a time; one whose claimer died is taken again after its lease.
 */
export function createTaskQueue(db: Db, now: () => Date): TaskQueue {
  const handlers = new Map<string, TaskHandler>();
  let log: FastifyBaseLogger | null = null;
  let draining: Promise<number> | null = null;
  let again = false;

  const run = async (task: TaskRow): Promise<boolean> => {
    const handler = handlers.get(task.topic);
    try {
      if (!handler) throw new Error(`No handler for the task topic ${task.topic}.`);
      await handler(task.payload);
      await finishTask(db, task.id, now());
      return true;
    } catch (error) {
      const wait = retryDelayMs(task.attempts);
      await postponeTask(
        db,
        task.id,
        new Date(now().getTime() + wait),
        String((error as Error).message ?? error),
      );
      log?.warn(
        { err: error, task: task.id, topic: task.topic, attempts: task.attempts },
        'a task failed; it will be tried again',
      );
      return false;
    }
  };

  const drainOnce = async () => {
    let done = 0;
    for (
      let task = await claimDueTask(db, now(), LEASE_MS);
      task;
      task = await claimDueTask(db, now(), LEASE_MS)
    ) {
      if (await run(task)) done++;
    }
    return done;
  };

  const queue: TaskQueue = {
    add: (tx, task) => insertTask(tx, task, now()),
    handle(topic, handler) {
      handlers.set(topic, handler);
    },
    kick() {
      queue.drain().catch((error: unknown) => log?.error({ err: error }, 'the task queue could not be read'));
    },
    async drain() {
      // a kick while draining drains once more after, for the task that came in meanwhile
      if (draining) {
        again = true;
        return draining;
      }
      draining = (async () => {
        let done = 0;
        do {
          again = false;
          done += await drainOnce();
        } while (again);
        return done;
      })().finally(() => {
        draining = null;
      });
      return draining;
    },
    start(logger) {
      log = logger;
      return runPeriodically(
        () => queue.drain(),
        SWEEP_MS,
        (error) => logger.error({ err: error }, 'the task queue could not be read'),
      );
    },
  };
  return queue;
}
