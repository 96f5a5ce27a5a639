import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, `Too many requests. Please try again in ${minutes} minute(s).`, {}, 'rate_limited', {
      minutes,
    });
  }
}

export type RateLimitRule = { max: number; windowSeconds: number };

/** A route's limit per client address (`route()`'s `limit`): counted under `${name}:${address}`. */
export type AddressLimit = RateLimitRule & { name: string; store: { db: Executor; now: () => Date } };

/**
 * Counts a request against `key` in a fixed window shared by every server process (one row per key),
 * and refuses it once `max` have been made in the window.
 */
export async function hitRateLimit(db: Executor, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const nowMs = now.getTime();
  const windowStart = nowMs - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: `portal:${key}`, key: `portal:${key}`, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${nowMs} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  if (row && row.count > rule.max) {
    throw new TooManyRequests((row.lastRequest + rule.windowSeconds * 1000 - nowMs) / 1000);
  }
}
