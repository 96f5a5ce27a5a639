import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../../context';
import type { PoolUse } from '../../db/client';
import { withinTimeout } from '../../lib/within-timeout';
import { countPaymentsByStatus } from '../payments/payments.service';

/** What the metrics read of the app itself. */
export type MetricSources = { openNotificationStreams: () => number };

/** A count the database does not give by then is left out of the scrape, which answers all the same. */
const QUERY_TIMEOUT_MS = 2_000;

const POOL_GAUGES: [keyof PoolUse, string, string][] = [
  ['total', 'portal_database_pool_total', 'Connections open in the database pool'],
  ['idle', 'portal_database_pool_idle', 'Connections of the pool waiting for a query'],
  ['waiting', 'portal_database_pool_waiting', 'Queries waiting for a connection of the pool'],
];

const orNothing = <T>(work: Promise<T>) => withinTimeout(work, QUERY_TIMEOUT_MS).catch(() => null);

/**
 * The portal's own measures, read at each scrape. Jobs and payments are the database's, the same from
 * every process; mail and streams are this process's.
 */
export function collectPortalMetrics(ctx: AppContext, registry: Registry, sources: MetricSources): void {
  const registers = [registry];
  new Gauge({
    name: 'portal_jobs',
    help: 'Background jobs by topic and state (waiting, running, retrying, failed)',
    labelNames: ['topic', 'state'],
    registers,
    async collect() {
      const counts = await orNothing(ctx.jobs.counts());
      this.reset();
      for (const { topic, ...states } of counts ?? [])
        for (const [state, count] of Object.entries(states)) this.set({ topic, state }, count);
    },
  });
  new Gauge({
    name: 'portal_payments',
    help: 'Payments by status',
    labelNames: ['status'],
    registers,
    async collect() {
      const counts = await orNothing(countPaymentsByStatus(ctx.db));
      this.reset();
      for (const { status, count } of counts ?? []) this.set({ status }, count);
    },
  });
  new Counter({
    name: 'portal_mail_total',
    help: 'Mails this process sent (or kept in the outbox), and sends that failed',
    labelNames: ['outcome'],
    registers,
    collect() {
      const { sent, failed } = ctx.mailer.counts();
      this.reset();
      this.inc({ outcome: 'sent' }, sent);
      this.inc({ outcome: 'failed' }, failed);
    },
  });
  new Gauge({
    name: 'portal_notification_streams',
    help: 'Notification streams (server-sent events) open on this process',
    registers,
    collect() {
      this.set(sources.openNotificationStreams());
    },
  });
  // PostgreSQL's pool: PGlite has one session, in the process
  if (ctx.database.poolUse() === null) return;
  for (const [key, name, help] of POOL_GAUGES) {
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(ctx.database.poolUse()![key]);
      },
    });
  }
}
