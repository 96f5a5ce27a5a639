import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

type Load<V> = () => Promise<V | null>;

export type ReadCacheOptions<V> = {
  /** How long a value is kept, in milliseconds: the bound on staleness when nobody says it changed. */
  ttl: number;
  /** How many values are kept at most; past it, the least recently read go first. */
  max: number;
  /** Less time for a value that ends sooner (a session), in milliseconds from now. */
  ttlOf?: (value: V) => number;
  /** Whether a value is kept, or only answered to those waiting for it. */
  keeps?: (value: V) => boolean;
  /** The clock values are timed by, in milliseconds. */
  now?: () => number;
};

/**
 * Values read from the database, kept in memory for a short time (decisions 015 and 018). Concurrent
 * misses for one key make one read. A missing row (null) or a failed read is never kept, and neither
 * is a read that a forget overtook: it may have read what the change replaced.
 */
export type ReadCache<K, V> = {
  /** The kept value, without waiting. */
  get: (key: K) => V | undefined;
  /** The kept value, or what `load` finds, loaded once however many ask at the same time. */
  read: <R extends V | null>(key: K, load: () => Promise<R>) => Promise<R>;
  /** After a change to what `key` holds. */
  forget: (key: K) => void;
  /** After a change to the values `match` finds: a read running now, whatever its key, is not kept. */
  forgetWhere: (match: (value: V, key: K) => boolean) => void;
  /** After a change to anything kept. */
  clear: () => void;
};

// lru-cache keeps a value while its age is at most its ttl; here it is gone once its age reaches it
const lruTtl = (ms: number) => Math.max(1, Math.floor(ms) - 1);

export function createReadCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  options: ReadCacheOptions<V>,
): ReadCache<K, V> {
  const { ttl, max, ttlOf, keeps, now } = options;
  /** The keys being read now, each by its latest read's signal. */
  const reading = new Map<K, AbortSignal>();
  const cache: LRUCache<K, V, Load<V>> = new LRUCache<K, V, Load<V>>({
    // counted by size rather than `max`, which sets aside room for all entries up front: a
    // transaction's cache holds a few
    maxSize: max,
    sizeCalculation: () => 1,
    ttl: lruTtl(ttl),
    // read the clock each time: cheaper than the timer lru-cache sets to reuse it, and a test's clock moves
    ttlResolution: 0,
    // a forgotten read still answers those waiting for it; lru-cache does not keep it
    ignoreFetchAbort: true,
    ...(now && { perf: { now } }),
    fetchMethod: async (key, _stale, { context: load, options: kept, signal }) => {
      reading.set(key, signal);
      try {
        const value = await load();
        if (value === null) return undefined;
        if (ttlOf) kept.ttl = lruTtl(Math.min(ttl, ttlOf(value)));
        // not yet forgotten, the key still holds this read: forgetting it answers the value unkept
        if (keeps && !keeps(value) && !signal.aborted) cache.delete(key);
        return value;
      } finally {
        if (reading.get(key) === signal) reading.delete(key);
      }
    },
  });

  return {
    get: (key) => cache.get(key),
    // lru-cache answers a null found as undefined, which it does not keep
    read: async <R extends V | null>(key: K, load: () => Promise<R>) =>
      ((await cache.fetch(key, { context: load })) ?? null) as R,
    forget: (key) => {
      cache.delete(key);
    },
    forgetWhere(match) {
      // deleting while lru-cache iterates would end its walk early
      const found = [...cache.entries()].filter(([key, value]) => match(value, key)).map(([key]) => key);
      for (const key of [...found, ...reading.keys()]) cache.delete(key);
    },
    clear: () => cache.clear(),
  };
}

/**
 * Forgets the key each signal on `channel` names, whichever process changed it (decision 018), and
 * everything once a lost listening connection is back, as the signals sent meanwhile were missed.
 * Answers the function that stops listening.
 */
export function forgetOnSignal<K, V>(
  cache: ReadCache<K, V>,
  database: Database,
  channel: string,
  keyOf: (payload: string) => K,
): Promise<() => Promise<void>> {
  return database.listen(channel, (payload) => cache.forget(keyOf(payload)), {
    ownCommits: true,
    onReconnect: () => cache.clear(),
  });
}
