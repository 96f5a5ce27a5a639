import type { FastifyReply } from 'fastify';

/** One server-sent event; `id` is what the client's EventSource remembers as its last event. */
export type StreamEvent = { event: string; data: unknown; id?: number };

export type EventStream = {
  /** Writes an event, unless the stream has ended. */
  send: (message: StreamEvent) => void;
  /** Ends the stream; ending it again does nothing. */
  end: () => void;
  /** Aborted when the client goes away before the server ends the stream. */
  gone: AbortSignal;
};

/**
 * Takes over the reply as a server-sent event stream. A comment line every `heartbeatSeconds` keeps
 * proxies from closing it while nothing happens.
 */
export function openEventStream(reply: FastifyReply, heartbeatSeconds: number): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // no proxy buffering, so each event leaves at once
    'X-Accel-Buffering': 'no',
  });
  const heartbeat = setInterval(() => {
    if (!res.writableEnded) res.write(': heartbeat\n\n');
  }, heartbeatSeconds * 1000);
  const gone = new AbortController();
  const onClose = () => {
    clearInterval(heartbeat);
    if (!res.writableFinished) gone.abort();
  };
  res.on('close', onClose);
  // the client may have left before the stream was taken over
  if (res.destroyed) onClose();
  return {
    send: ({ event, data, id }) => {
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      if (!res.writableEnded) res.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
    gone: gone.signal,
  };
}
