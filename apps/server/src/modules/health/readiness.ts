import type { TGetReadinessResponse } from '@portal/contract';
import type { AppContext } from '../../context';
import { migrationsCurrent } from '../../db/migrate';
import type { Lifecycle } from '../../lib/lifecycle';
import { withinTimeout } from '../../lib/within-timeout';

/** A check that has not answered by then fails: a balancer gives up on a slow answer anyway. */
const CHECK_TIMEOUT_MS = 2_000;

type Checks = TGetReadinessResponse['checks'];

/** Why a check failed, for the log: the answer names states only, never a host or a path. */
export type CheckFailure = { check: keyof Checks; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every check at once: the process's phase, the database and its migrations, the listener, the store. */
export async function checkReadiness(
  ctx: AppContext,
  lifecycle: Lifecycle,
): Promise<{ answer: TGetReadinessResponse; failures: CheckFailure[] }> {
  const failures: CheckFailure[] = [];
  const [current, stored] = await Promise.allSettled([
    withinTimeout(migrationsCurrent(ctx.database), CHECK_TIMEOUT_MS),
    withinTimeout(ctx.storage.check(), CHECK_TIMEOUT_MS),
  ]);
  if (current.status === 'rejected') failures.push({ check: 'database', reason: reasonOf(current.reason) });
  else if (!current.value)
    failures.push({ check: 'migrations', reason: 'a migration of this build is missing' });
  if (stored.status === 'rejected') failures.push({ check: 'storage', reason: reasonOf(stored.reason) });
  const listener = ctx.database.listener();
  if (!listener.connected)
    failures.push({ check: 'listener', reason: `down since ${listener.since.toISOString()}` });

  const checks: Checks = {
    process: lifecycle.phase,
    database: current.status === 'fulfilled' ? 'up' : 'down',
    migrations: current.status === 'fulfilled' ? (current.value ? 'current' : 'behind') : 'unknown',
    listener: listener.connected ? 'up' : 'down',
    storage: stored.status === 'fulfilled' ? 'up' : 'down',
  };
  const ready = lifecycle.phase === 'serving' && failures.length === 0;
  return { answer: { status: ready ? 'ready' : 'unavailable', checks }, failures };
}
