import { mkdirSync } from 'node:fs';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ClientBase } from 'pg';
import type { Config } from '../config';
import { type ListenerLog, type ListenerStatus, createListener, listenStatement } from './listener';
import * as schema from './schema';
import { OWN_COMMIT_CHANNELS } from './signals';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export type PoolUse = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Calls `onPayload` for each `pg_notify(channel, payload)` committed by any process on the database;
   * answers the function that stops listening. With `ownCommits`, a signal sent by a transaction of this
   * process is handled before its commit resolves (the same signal may then come more than once).
   * `onReconnect` is called when the listening connection was lost and is back: signals sent meanwhile
   * were missed.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    options?: { ownCommits?: boolean; onReconnect?: () => void },
  ) => Promise<() => Promise<void>>;
  /** Whether other processes' signals are heard now (the listening connection is up), and since when. */
  listener: () => ListenerStatus;
  /** Where the listening connection's loss and recovery are logged (nowhere until given). */
  useLogger: (log: ListenerLog) => void;
  /** The pool's connections (PostgreSQL): open, idle, and queries waiting for one; null on PGlite. */
  poolUse: () => PoolUse | null;
  /**
   * Runs `work` while this process holds PostgreSQL's advisory lock `key`, so that processes doing the
   * same work wait for each other; PGlite is one process's database, where it runs at once.
   */
  exclusive: <T>(key: number, work: () => Promise<T>) => Promise<T>;
};

/**
 * PostgreSQL hands a listening session its own transaction's signals before the commit's answer, so a
 * channel that every pooled connection listens on is heard before any commit made through the pool
 * resolves. Each connection listens on OWN_COMMIT_CHANNELS before the pool first hands it out.
 */
function pooledSignals() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const onConnect = async (client: ClientBase) => {
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
    });
    for (const channel of OWN_COMMIT_CHANNELS) await client.query(listenStatement(channel));
  };
  const subscribe = (channel: string, onPayload: (payload: string) => void) => {
    if (!OWN_COMMIT_CHANNELS.includes(channel)) throw new Error(`${channel} is not in OWN_COMMIT_CHANNELS`);
    const forChannel = handlers.get(channel) ?? new Set();
    handlers.set(channel, forChannel.add(onPayload));
    return () => forChannel.delete(onPayload);
  };
  return { onConnect, subscribe };
}

// each driver loads only when it is the one configured
export async function openDatabase(database: Config['database']): Promise<Database> {
  if (database.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pooled = pooledSignals();
    const pool = new pg.Pool({ connectionString: database.url, max: 10, onConnect: pooled.onConnect });
    // an idle connection the server closed (a restart, a failover) is dropped from the pool and the next
    // query opens a new one; without a listener the error would end the process
    pool.on('error', () => {});
    // fail now, with the driver's reason, rather than on the first request
    const client = await pool.connect();
    client.release();
    const listener = createListener(
      () =>
        new pg.Client({
          connectionString: database.url,
          // found by its name in pg_stat_activity; a peer gone silent (TCP keepalive probes from 10 s of
          // quiet, not the system's 2 hours) or a hung connect is noticed, not waited on forever
          application_name: 'portal-listener',
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          connectionTimeoutMillis: 10_000,
        }),
    );
    const listen: Database['listen'] = async (channel, onPayload, options) => {
      const stop = await listener.listen(channel, { onPayload, onReconnect: options?.onReconnect });
      const stopOwn = options?.ownCommits ? pooled.subscribe(channel, onPayload) : () => {};
      return async () => {
        stopOwn();
        await stop();
      };
    };
    const exclusive: Database['exclusive'] = async (key, work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    };
    return {
      db: drizzlePg(pool, { schema }),
      kind: 'postgres',
      close: async () => {
        await listener.close();
        await pool.end();
      },
      listen,
      listener: listener.status,
      useLogger: listener.useLogger,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusive,
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (database.dir) mkdirSync(database.dir, { recursive: true });
  const client = new PGlite({
    dataDir: database.dir ?? undefined,
    loadDataDir: database.from,
    // the students list's search indexes (migration 0033); an extension's code is loaded as PGlite starts
    extensions: { pg_trgm },
    // PGlite sets up its shared memory at each start, at a cost that grows with its size: initdb's 128 MB
    // of buffers, sized for a server of many connections, took half of a restart. PGlite serves one
    // connection; 16 MB of buffers hold the pages a portal reads most, the system's file cache the rest.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=10'],
  });
  await client.waitReady;
  const opened = new Date();
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    close: () => client.close(),
    // one session: its own signals always come before its commit resolves
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
    // nothing to lose: the session is in this process
    listener: () => ({ connected: !client.closed, since: opened }),
    useLogger: () => {},
    // one session in the process: no pool
    poolUse: () => null,
    exclusive: (_key, work) => work(),
  };
}
