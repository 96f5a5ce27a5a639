import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, LAST_RETRY_MS, type ListenerLog, createListener } from './listener';

/** A pg.Client as the listener sees it; `refuse` makes its connect fail, as a server that is down does. */
class FakeConnection extends EventEmitter {
  queries: string[] = [];
  ended = false;
  constructor(private readonly refuse: boolean) {
    super();
  }
  async connect() {
    if (this.refuse) throw new Error('connection refused');
  }
  async query(text: string) {
    this.queries.push(text);
  }
  async end() {
    this.ended = true;
  }
  /** What pg.Client does when the server ends its backend (pg_terminate_backend, a restart). */
  terminate() {
    this.emit('error', new Error('terminating connection due to administrator command'));
    this.emit('end');
  }
}

function setUp() {
  const connections: FakeConnection[] = [];
  let refusing = false;
  const log = { warn: vi.fn(), info: vi.fn() };
  const listener = createListener(() => {
    const connection = new FakeConnection(refusing);
    connections.push(connection);
    return connection;
  });
  listener.useLogger(log as unknown as ListenerLog);
  return {
    listener,
    connections,
    log,
    refuse: (on: boolean) => (refusing = on),
    latest: () => connections.at(-1)!,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the listening connection', () => {
  it('is one for every channel, connected on the first listen', async () => {
    const { listener, connections } = setUp();
    expect(listener.status().connected).toBe(false);
    const heard: string[] = [];
    await listener.listen('a', { onPayload: (p) => heard.push(`a:${p}`) });
    await listener.listen('b', { onPayload: (p) => heard.push(`b:${p}`) });
    expect(connections).toHaveLength(1);
    expect(connections[0]!.queries).toEqual(['listen "a"', 'listen "b"']);
    expect(listener.status().connected).toBe(true);

    connections[0]!.emit('notification', { channel: 'b', payload: '1' });
    expect(heard).toEqual(['b:1']);
    await listener.close();
  });

  it('is replaced after a drop: it listens again, tells subscribers and logs both', async () => {
    const { listener, connections, log, latest } = setUp();
    const reconnected = vi.fn();
    const heard: string[] = [];
    await listener.listen('a', { onPayload: (p) => heard.push(p), onReconnect: reconnected });
    await listener.listen('b', { onPayload: () => {} });
    const before = listener.status().since;

    vi.setSystemTime(Date.now() + 1000);
    latest().terminate();
    expect(listener.status()).toEqual({ connected: false, since: new Date() });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toBe('the database listener lost its connection');
    expect(connections).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(connections).toHaveLength(2);
    expect(latest().queries).toEqual(['listen "a"', 'listen "b"']);
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      { channels: ['a', 'b'] },
      'the database listener is connected again',
    );
    expect(listener.status().connected).toBe(true);
    expect(listener.status().since.getTime()).toBeGreaterThan(before.getTime());

    latest().emit('notification', { channel: 'a', payload: 'after' });
    expect(heard).toEqual(['after']);
    await listener.close();
  });

  it('waits longer after each failed attempt, up to its longest wait, and stops when closed', async () => {
    const { listener, connections, refuse, latest, log } = setUp();
    const reconnected = vi.fn();
    await listener.listen('a', { onPayload: () => {}, onReconnect: reconnected });
    refuse(true);
    latest().terminate();

    const waits: number[] = [];
    let waited = 0;
    while (waits.length < 7) {
      await vi.advanceTimersByTimeAsync(100);
      waited += 100;
      if (connections.length - 1 > waits.length) {
        waits.push(waited);
        waited = 0;
      }
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, LAST_RETRY_MS, LAST_RETRY_MS]);
    expect(log.warn).toHaveBeenCalledTimes(8);
    expect(reconnected).not.toHaveBeenCalled();

    refuse(false);
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS);
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(listener.status().connected).toBe(true);

    // once closed, a drop is not followed by another attempt
    const count = connections.length;
    await listener.close();
    expect(latest().ended).toBe(true);
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS * 2);
    expect(connections).toHaveLength(count);
    expect(listener.status().connected).toBe(false);
  });

  it('is not left listening on a channel nobody listens on', async () => {
    const { listener, latest } = setUp();
    const stop = await listener.listen('a', { onPayload: () => {} });
    await stop();
    expect(latest().queries).toEqual(['listen "a"', 'unlisten "a"']);
    latest().terminate();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(latest().queries).toEqual([]);
    await listener.close();
  });
});
