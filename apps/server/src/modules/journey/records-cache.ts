import type { Database, Executor } from '../../db/client';
import { ROOM_RECORDS_CHANNEL } from '../../db/signals';
import { deepFreeze } from '../../lib/deep-freeze';
import { type OwnRecords, findOwnRecords } from './journey.repository';

/**
 * How long a subscription's records are kept: the bound on staleness should a change signal be lost
 * (a dropped listening connection); signals normally forget an entry within milliseconds.
 */
export const RECORDS_CACHE_MS = 5_000;
const SWEEP_AT = 10_000;

type Entry = { studentId: number; value: Promise<OwnRecords | null>; until: number };

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
  const entries = new Map<number, Entry>();
  let unlisten: (() => Promise<void>) | null = null;

  const forget = (subscriptionId: number) => entries.delete(subscriptionId);

  function sweep(at: number) {
    if (entries.size < SWEEP_AT) return;
    for (const [id, entry] of entries) if (entry.until <= at) entries.delete(id);
  }

  return {
    find(db, studentId, subscriptionId) {
      if (!unlisten) return findOwnRecords(db, studentId, subscriptionId);
      const at = now();
      const entry = entries.get(subscriptionId);
      if (entry && entry.until > at && entry.studentId === studentId) return entry.value;
      // another student's id is never kept: the query answers null for it
      if (entry && entry.studentId !== studentId) return findOwnRecords(db, studentId, subscriptionId);
      sweep(at);
      const value = findOwnRecords(db, studentId, subscriptionId).then(deepFreeze);
      const kept: Entry = { studentId, value, until: at + RECORDS_CACHE_MS };
      entries.set(subscriptionId, kept);
      // a failed read or a missing row is not kept; nor is this one if a change forgot it meanwhile
      const drop = () => {
        if (entries.get(subscriptionId) === kept) entries.delete(subscriptionId);
      };
      value.then((found) => found === null && drop(), drop);
      return value;
    },
    async start() {
      unlisten ??= await database.listen(ROOM_RECORDS_CHANNEL, (payload) => forget(Number(payload)), {
        ownCommits: true,
        // the listening connection was lost: another process's changes meanwhile were not signalled
        onReconnect: () => entries.clear(),
      });
    },
    async stop() {
      const stopListening = unlisten;
      unlisten = null;
      entries.clear();
      await stopListening?.();
    },
  };
}
