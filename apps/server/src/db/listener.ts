import type { FastifyBaseLogger } from 'fastify';

/** Whether this process hears other processes' signals now, and since when it has (or has not). */
export type ListenerStatus = { connected: boolean; since: Date };

/** Where the listener says that it lost its connection and that it is back: the app's logger. */
export type ListenerLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export type Subscriber = {
  onPayload: (payload: string) => void;
  /** The connection was lost and is back: signals sent meanwhile were missed. */
  onReconnect?: () => void;
};

/** What the listener needs of a pg.Client (tests give it a fake). */
export type ListenerConnection = {
  connect: () => Promise<unknown>;
  query: (text: string) => Promise<unknown>;
  end: () => Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
};

export type Listener = {
  listen: (channel: string, subscriber: Subscriber) => Promise<() => Promise<void>>;
  status: () => ListenerStatus;
  useLogger: (log: ListenerLog) => void;
  /** Ends the connection; nothing reconnects after. */
  close: () => Promise<void>;
};

// after a drop or a failed attempt, the next one waits this long, doubling up to the last
export const FIRST_RETRY_MS = 500;
export const LAST_RETRY_MS = 10_000;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
export const listenStatement = (channel: string) => `listen ${quoted(channel)}`;

/**
 * One connection of its own that LISTENs on every channel of the process (a pooled one would be handed
 * to queries). A server restart, a failover or a proxy closing it ends it: it is replaced with back-off,
 * LISTENs again on every channel, and tells each subscriber that it may have missed signals. It
 * connects on the first `listen`.
 */
export function createListener(open: () => ListenerConnection, now = () => new Date()): Listener {
  const channels = new Map<string, { subscribers: Set<Subscriber>; listening: Promise<void> }>();
  let log: ListenerLog | null = null;
  let current: ListenerConnection | null = null;
  let attempt: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = FIRST_RETRY_MS;
  // a connection was lost or never made: signals may have been missed until the next one
  let missed = false;
  let closed = false;
  let status: ListenerStatus = { connected: false, since: now() };

  const deliver = (message: { channel: string; payload?: string }) => {
    if (message.payload === undefined) return;
    for (const subscriber of channels.get(message.channel)?.subscribers ?? []) {
      subscriber.onPayload(message.payload);
    }
  };

  function retryLater() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    // a process that is done otherwise does not wait for it
    retry.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }

  function lost(connection: ListenerConnection, error: Error | null) {
    if (connection !== current) return;
    current = null;
    missed = true;
    status = { connected: false, since: now() };
    connection.end().catch(() => {});
    log?.warn({ err: error ?? undefined, retryInMs: delay }, 'the database listener lost its connection');
    retryLater();
  }

  async function attemptConnection() {
    const connection = open();
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection, null));
    connection.on('notification', deliver);
    try {
      await connection.connect();
      // the loop also sees a channel first listened on while it runs
      for (const channel of channels.keys()) await connection.query(listenStatement(channel));
    } catch (error) {
      connection.end().catch(() => {});
      if (closed) return;
      missed = true;
      log?.warn({ err: error, retryInMs: delay }, 'the database listener could not connect');
      retryLater();
      return;
    }
    if (closed) {
      await connection.end().catch(() => {});
      return;
    }
    current = connection;
    delay = FIRST_RETRY_MS;
    status = { connected: true, since: now() };
    if (!missed) return;
    missed = false;
    log?.info({ channels: [...channels.keys()] }, 'the database listener is connected again');
    for (const { subscribers } of channels.values()) {
      for (const subscriber of subscribers) subscriber.onReconnect?.();
    }
  }

  function connect(): Promise<void> {
    if (current || closed) return Promise.resolve();
    attempt ??= attemptConnection().finally(() => {
      attempt = null;
    });
    return attempt;
  }

  // resolves once listening, or once an attempt failed: the next one listens, and calls onReconnect
  async function startListening(channel: string) {
    if (!current) return connect();
    // a failure is a lost connection, whose replacement listens again
    await current.query(listenStatement(channel)).catch(() => {});
  }

  return {
    async listen(channel, subscriber) {
      let entry = channels.get(channel);
      if (entry) entry.subscribers.add(subscriber);
      else {
        entry = { subscribers: new Set([subscriber]), listening: Promise.resolve() };
        channels.set(channel, entry);
        entry.listening = startListening(channel);
      }
      await entry.listening;
      return async () => {
        const left = channels.get(channel);
        if (!left?.subscribers.delete(subscriber) || left.subscribers.size > 0) return;
        channels.delete(channel);
        await current?.query(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    status: () => status,
    useLogger(next) {
      log = next;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const connection = current;
      current = null;
      status = { connected: false, since: now() };
      // an attempt under way ends its connection itself, seeing `closed`
      await attempt;
      await connection?.end().catch(() => {});
    },
  };
}
