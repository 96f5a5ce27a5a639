import { describe, expect, it } from 'vitest';
import { type ReadCache, createReadCache } from './read-cache';

type Row = { id: number; owner: string };

/** A load that waits until the test lets it finish, counting how often it ran. */
function pending(value: Row | null) {
  let finish: () => void = () => {};
  const load = {
    runs: 0,
    run: () => {
      load.runs += 1;
      return new Promise<Row | null>((resolve) => {
        finish = () => resolve(value);
      });
    },
    finish: () => finish(),
  };
  return load;
}

function setUp(options: { ttlOf?: (row: Row) => number; keeps?: (row: Row) => boolean } = {}) {
  const clock = { now: 1_000 };
  const cache = createReadCache<number, Row>({ ttl: 100, max: 3, now: () => clock.now, ...options });
  const row = (id: number, owner = 'ana'): Row => ({ id, owner });
  const read = (id: number, owner = 'ana') => cache.read(id, async () => row(id, owner));
  return { clock, cache, row, read };
}

describe('a read cache', () => {
  it('keeps a value until its time is up, then reads it again', async () => {
    const { clock, cache, read } = setUp();
    const first = await read(1);
    expect(cache.get(1)).toBe(first);
    clock.now += 99;
    expect(await read(1)).toBe(first);
    clock.now += 1;
    expect(cache.get(1)).toBeUndefined();
    expect(await read(1)).not.toBe(first);
  });

  it('keeps a value for less time when it says so', async () => {
    const { clock, cache, read } = setUp({ ttlOf: () => 10 });
    await read(1);
    clock.now += 9;
    expect(cache.get(1)).toBeDefined();
    clock.now += 1;
    expect(cache.get(1)).toBeUndefined();
  });

  it('makes one read for many concurrent misses of a key', async () => {
    const { cache } = setUp();
    const load = pending({ id: 1, owner: 'ana' });
    const all = Promise.all(Array.from({ length: 20 }, () => cache.read(1, load.run)));
    load.finish();
    expect(new Set(await all).size).toBe(1);
    expect(load.runs).toBe(1);
  });

  it('answers a missing row, a failed read and an unkept value without keeping them', async () => {
    const { cache, row } = setUp({ keeps: (found) => found.owner === 'ana' });
    expect(await cache.read(1, async () => null)).toBeNull();
    await expect(cache.read(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.read(3, async () => row(3, 'ben'))).owner).toBe('ben');
    for (const id of [1, 2, 3]) expect(cache.get(id)).toBeUndefined();
  });

  it('keeps the most recently read values past its size', async () => {
    const { cache, read } = setUp();
    for (const id of [1, 2, 3]) await read(id);
    cache.get(1);
    await read(4);
    expect([1, 2, 3, 4].map((id) => cache.get(id) !== undefined)).toEqual([true, false, true, true]);
  });

  it('forgets a key, a match or everything, and reads again', async () => {
    const { cache, read } = setUp();
    await read(1);
    await read(2, 'ben');
    await read(3, 'ben');
    cache.forget(1);
    expect(cache.get(1)).toBeUndefined();
    cache.forgetWhere((row) => row.owner === 'ben');
    expect([2, 3].map((id) => cache.get(id))).toEqual([undefined, undefined]);
    await read(1);
    cache.clear();
    expect(cache.get(1)).toBeUndefined();
  });

  const forgets: [string, (cache: ReadCache<number, Row>) => void][] = [
    ['the key', (cache) => cache.forget(1)],
    ['a match, whatever the key being read', (cache) => cache.forgetWhere(() => false)],
    ['everything', (cache) => cache.clear()],
  ];
  it.each(forgets)('answers a read that forgetting %s overtook without keeping it', async (_, forget) => {
    const { cache } = setUp();
    const load = pending({ id: 1, owner: 'ana' });
    const waiting = cache.read(1, load.run);
    forget(cache);
    // a read after the change does not wait for the one before it
    const after = pending({ id: 1, owner: 'ana' });
    const fresh = cache.read(1, after.run);
    load.finish();
    after.finish();
    expect((await waiting)?.id).toBe(1);
    expect(await fresh).toEqual({ id: 1, owner: 'ana' });
    expect(after.runs).toBe(1);
    expect(cache.get(1)).toBe(await fresh);
  });
});
