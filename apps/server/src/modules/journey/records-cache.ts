import type { Database, Executor } from '../../db/client';
import { ROOM_RECORDS_CHANNEL } from '../../db/signals';
import { deepFreeze } from '../../lib/deep-freeze';
import { createReadCache, forgetOnSignal } from '../../lib/read-cache';
import { type OwnRecords, findOwnRecords } from './journey.repository';

/**
 * How long a subscription's records are kept: the bound on staleness should a change signal be lost
 * (a dropped listening connection); signals normally forget an entry within milliseconds.
 */
export const RECORDS_CACHE_MS = 5_000;

/** What a read found, with whose read it was: null for another student's subscription. */
type Found = { studentId: number; own: OwnRecords | null };

/**
 * What the course room reads on every call, a subscription with its progress and submissions, kept in
 * memory. Migration 0018's triggers signal every change to them, from any process, and this process
 * forgets the subscription: a change made here before its commit resolves, another process's within
 * milliseconds. Should the listening connection drop, everything is forgotten once it is back.
 */
export type RecordsCache = {
  /** The student's own subscription with its records (null for another's): kept once listening. */
  find: (db: Executor, studentId: number, subscriptionId: number) => Promise<OwnRecords | null>;
  /** Starts listening for changes: until then every read goes to the database. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function createRecordsCache(database: Database, now = () => Date.now()): RecordsCache {
  const kept = createReadCache<number, Found>({
    ttl: RECORDS_CACHE_MS,
    max: 10_000,
    now,
    // another student's id is never kept: the query answers null for it
    keeps: (found) => found.own !== null,
  });
  let unlisten: (() => Promise<void>) | null = null;

  return {
    async find(db, studentId, subscriptionId) {
      const read = () => findOwnRecords(db, studentId, subscriptionId);
      if (!unlisten) return read();
      const found = await kept.read(subscriptionId, async () => ({
        studentId,
        own: deepFreeze(await read()),
      }));
      // kept records, or a read running for them, are only answered to the student they belong to
      return found.studentId === studentId ? found.own : read();
    },
    async start() {
      unlisten ??= await forgetOnSignal(kept, database, ROOM_RECORDS_CHANNEL, Number);
    },
    async stop() {
      const stopListening = unlisten;
      unlisten = null;
      kept.clear();
      await stopListening?.();
    },
  };
}
