import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client';
import { bossDatabase, transactionDatabase } from './boss-database';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type NewJob = {
  topic: string;
  key: string;
  payload: Record<string, unknown>;
  /** How long the job waits before it may run. */
  startAfterSeconds?: number;
};
export type JobCounts = { topic: string; waiting: number; running: number; retrying: number; failed: number };
export type FailedJob = {
  id: string;
  topic: string;
  payload: unknown;
  error: string;
  attempts: number;
  at: Date;
};

/** Tries of a job after its first, before it is left failed: with the doubling wait, about 5 h 40 min. */
const RETRY_LIMIT = 12;
/** Every worker looks for due jobs this often, and at once when a change that sent some commits. */
const POLL_SECONDS = 2;
/** The channel on which a committed change that sent jobs wakes every process's workers of their topics. */
const JOBS_CHANNEL = 'portal_jobs';
/** The advisory lock under which queues are made: any number shared by every process of the portal. */
const QUEUE_LOCK = 20_261_129;
/** How often expired leases are taken back and finished jobs archived, by whichever process gets there. */
const UPKEEP_SECONDS = 60;
/** When the scheduled work a process sends as it starts may run. */
const START_RUN_AFTER_SECONDS = 2;
/** pg-boss's own queue, through which its clock sends the jobs of a schedule. */
const SCHEDULED_SENDS = '__pgboss__send-it';

export type JobQueue = {
  /** Installs or updates the queue's tables in the database: every process, server or command, first. */
  install(): Promise<void>;
  /**
   * Sends a job in the change's transaction: it runs only if the change commits, at once where a worker
   * of its topic is free; the same key is one job.
   */
  add(tx: Executor, job: NewJob): Promise<void>;
  /** Says what runs a topic's jobs; every process registers the same handlers before `start`. */
  work(topic: string, handler: JobHandler): void;
  /**
   * Runs a topic's jobs at the times of a cron expression (UTC): one job for each time, whatever the
   * number of processes, sent by the clock of whichever process gets there first. With `atStart`, each
   * serving process also sends one as it starts: work that a crash may have left due is not left
   * until the next time.
   */
  every(topic: string, cron: string, handler: JobHandler, options?: { atStart?: boolean }): void;
  /**
   * Runs every due job of every topic, one after another, once this process's workers are done with
   * theirs; answers how many it ran that succeeded.
   */
  drain(): Promise<number>;
  /**
   * Starts this process's workers, and its clock: the schedules, and the upkeep that takes back jobs
   * whose worker died.
   */
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
  /** How many jobs of each topic wait, are running, are waiting to be tried again, or failed. */
  counts(): Promise<JobCounts[]>;
  /** Jobs that used up their tries, newest first. */
  failed(): Promise<FailedJob[]>;
  /** Puts a failed job back to run again; false when no failed job has this id. */
  retry(id: string): Promise<boolean>;
};

/** A job's id made from its key: sending the same key twice inserts one job. */
function idOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Work a committed change leaves to do (mail, refunds, provider calls), kept by pg-boss in the portal's
 * database: sent in the change's transaction, run by whichever process's worker takes it, retried with
 * a doubling wait, taken again when its worker died, and left failed, for `portal jobs`, when it keeps
 * failing. PGlite runs it too, through the same connection as the portal.
 */
export function createJobQueue(
  database: Database,
  { retryDelaySeconds = 5, retryLimit = RETRY_LIMIT, leaseSeconds = 120, workers: withWorkers = true } = {},
): JobQueue {
  // an operator command's queue starts no timer: the serving process's clock does the timed work
  const boss = new PgBoss({ db: bossDatabase(database), schedule: false, supervise: false, migrate: true });
  const options = (name: string) => ({
    name,
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    // a job a worker holds longer is its no more: a process that died holding it lets it go
    expireInSeconds: leaseSeconds,
  });
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, string>();
  const atStart = new Set<string>();
  /** This process's worker of each topic. */
  const workers = new Map<string, string>();
  let unlisten: (() => Promise<void>) | null = null;
  const queues = new Map<string, Promise<void>>();
  let clock: PgBoss | null = null;
  let log: FastifyBaseLogger | null = null;
  let draining: Promise<number> | null = null;

  /**
   * Makes a topic's queue if it is not there. Queues are made one at a time across processes, under an
   * advisory lock: two made at once attach their partitions to the same table and deadlock.
   */
  const createQueue = (db: PgBoss.Db, topic: string) =>
    db.executeSql(
      'select pgboss.create_queue($2, $3) from (select pg_advisory_xact_lock($1)) as queues_made_one_at_a_time',
      [QUEUE_LOCK, topic, { policy: 'standard', ...options(topic) }],
    );

  /** A topic's queue, made once per process: a job sent to a queue that does not exist is dropped. */
  const queueOf = (topic: string) => {
    let made = queues.get(topic);
    if (!made) {
      made = createQueue(bossDatabase(database), topic).then(() => boss.updateQueue(topic, options(topic)));
      made.catch(() => queues.delete(topic));
      queues.set(topic, made);
    }
    return made;
  };

  const running = new Set<Promise<void>>();
  const run = (topic: string, job: PgBoss.Job<Record<string, unknown>>) => {
    const done = handlers.get(topic)!(job.data)
      .catch((error: unknown) => {
        log?.warn({ err: error, job: job.id, topic }, 'a job failed; it will be tried again');
        throw error;
      })
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  };

  /**
   * A second pg-boss on the same connections, started only by a serving process (an operator command
   * starts no timer): its schedules' clock and its upkeep, each taken by one process at a time.
   */
  const startClock = async (logger: FastifyBaseLogger) => {
    await queueOf(SCHEDULED_SENDS);
    clock = new PgBoss({
      db: bossDatabase(database),
      migrate: false,
      schedule: true,
      supervise: true,
      maintenanceIntervalSeconds: UPKEEP_SECONDS,
    });
    clock.on('error', (error) => logger.error({ err: error }, 'the job queue clock failed'));
    await clock.start();
    for (const { name } of await clock.getSchedules()) if (!schedules.has(name)) await clock.unschedule(name);
    for (const [topic, cron] of schedules) await clock.schedule(topic, cron, {}, { tz: 'UTC' });
    const started = randomUUID();
    // once the process has answered its first requests, which on PGlite's one connection would wait
    for (const topic of atStart)
      await queue.add(database.db, {
        topic,
        key: `${topic}:start:${started}`,
        payload: {},
        startAfterSeconds: START_RUN_AFTER_SECONDS,
      });
  };

  const queue: JobQueue = {
    async install() {
      await boss.start();
    },
    async add(tx, job) {
      const db = transactionDatabase(tx);
      // a queue not made by this process's start is made in the same transaction: on PGlite's one
      // connection a statement beside the open transaction would wait for it, which waits for this
      if (!queues.has(job.topic)) await createQueue(db, job.topic);

      const startAfter = job.startAfterSeconds
        ? new Date(Date.now() + job.startAfterSeconds * 1000)
        : undefined;
      await boss.send(job.topic, job.payload, { id: idOf(job.key), db, startAfter });
      await db.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, job.topic]);
    },
    work(topic, handler) {
      handlers.set(topic, handler);
    },
    every(topic, cron, handler, options) {
      handlers.set(topic, handler);
      schedules.set(topic, cron);
      if (options?.atStart) atStart.add(topic);
    },
    drain() {
      draining ??= (async () => {
        await Promise.all([...handlers.keys()].map(queueOf));
        let done = 0;
        for (;;) {
          // what this process's workers are running may add jobs of its own
          await Promise.allSettled([...running]);
          // the oldest due job first, whatever its topic: mail leaves in the order of its events
          const { rows } = await bossDatabase(database).executeSql(
            `select name from pgboss.job where name = any($1) and state in ('created', 'retry')
              and start_after <= now() order by created_on, id limit 1`,
            [[...handlers.keys()]],
          );
          const topic = rows[0]?.name as string | undefined;
          const [job] = topic ? await boss.fetch<Record<string, unknown>>(topic) : [];
          if (!job) {
            if (running.size === 0) return done;
            continue;
          }
          try {
            await run(topic!, job);
            await boss.complete(topic!, job.id);
            done++;
          } catch (error) {
            await boss.fail(topic!, job.id, { message: String((error as Error).message ?? error) });
          }
        }
      })().finally(() => {
        draining = null;
      });
      return draining;
    },
    async start(logger) {
      log = logger;
      boss.on('error', (error) => logger.error({ err: error }, 'the job queue failed'));
      for (const topic of handlers.keys()) {
        await queueOf(topic);
        if (!withWorkers) continue;
        const worker = await boss.work<Record<string, unknown>>(
          topic,
          { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
          async ([job]) => run(topic, job!),
        );
        workers.set(topic, worker);
      }
      if (!withWorkers) return;
      const wake = (topic: string) => {
        const worker = workers.get(topic);
        if (worker) boss.notifyWorker(worker);
      };
      unlisten = await database.listen(JOBS_CHANNEL, wake, {
        // signals sent while the connection was down are lost: every worker looks now
        onReconnect: () => [...workers.keys()].forEach(wake),
      });
      await startClock(logger);
    },
    async stop() {
      await unlisten?.();
      await clock?.stop({ graceful: true, wait: true, close: false });
      await boss.stop({ graceful: true, wait: true, close: false });
    },
    async counts() {
      const { rows } = await bossDatabase(database).executeSql(
        `select name,
            count(*) filter (where state = 'created') as waiting,
            count(*) filter (where state = 'active') as running,
            count(*) filter (where state = 'retry') as retrying,
            count(*) filter (where state = 'failed') as failed
          from pgboss.job group by name order by name`,
        [],
      );
      return rows.map((row) => ({
        topic: String(row.name),
        waiting: Number(row.waiting),
        running: Number(row.running),
        retrying: Number(row.retrying),
        failed: Number(row.failed),
      }));
    },
    async failed() {
      const { rows } = await bossDatabase(database).executeSql(
        `select id, name, data, output, retry_count, completed_on from pgboss.job
          where state = 'failed' order by completed_on desc limit 200`,
        [],
      );
      return rows.map((row) => ({
        id: String(row.id),
        topic: String(row.name),
        payload: row.data,
        error: String((row.output as { message?: string } | null)?.message ?? ''),
        attempts: Number(row.retry_count) + 1,
        at: new Date(row.completed_on as string),
      }));
    },
    async retry(id) {
      const failed = (await queue.failed()).find((job) => job.id === id);
      if (!failed) return false;
      await boss.retry(failed.topic, id);
      return true;
    },
  };
  return queue;
}
