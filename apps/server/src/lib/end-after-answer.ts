import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused body is still read and thrown away, and for how long, before the connection ends. */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 2000;

/**
 * Ends the connection of a request refused before its body was all read (an upload past its size), so
 * that the rest is never read. Not at once: a client still sending would lose the answer to the reset,
 * so, as web servers do, a little more is read and dropped first.
 */
export function endAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const incoming = request.raw;
  // injected requests have no `complete`, and a complete one has nothing left to read
  if (incoming.complete !== false) return;
  reply.raw.once('finish', () => {
    if (incoming.complete) return;
    const socket = incoming.socket;
    const end = () => socket.destroy();
    const timer = setTimeout(end, LINGER_MS);
    let dropped = 0;
    incoming.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) end();
    });
    // the client stopped at the answer and finished its request: the connection may serve the next one
    incoming.once('end', () => clearTimeout(timer));
    socket.once('close', () => clearTimeout(timer));
    incoming.resume();
  });
}
