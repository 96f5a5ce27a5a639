import { TUTOR_MESSAGES } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { type TutorQuestion, answerTutorQuestion } from './tutor.service';

/** A comment line this often keeps proxies from closing the stream while a model thinks. */
const HEARTBEAT_SECONDS = 15;

/**
 * Takes over the reply as an event stream and answers the question on it. The answer stops when the
 * client goes away or `stop` is called (the server closing); a failure ends it with an `error` event.
 */
export async function streamTutorAnswer(
  ctx: AppContext,
  asked: TutorQuestion,
  reply: FastifyReply,
  stop: AbortSignal,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // no proxy buffering, so each piece of the answer leaves at once
    'X-Accel-Buffering': 'no',
  });
  const send = ({ event, data }: { event: string; data: unknown }) => {
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.on('close', onClose);
  const signal = AbortSignal.any([gone.signal, stop]);
  const heartbeat = setInterval(() => {
    if (!res.writableEnded) res.write(': heartbeat\n\n');
  }, HEARTBEAT_SECONDS * 1000);
  try {
    // stopped by the server closing: the student is told, as for any failure
    if (!(await answerTutorQuestion(ctx, asked, send, signal)) && !gone.signal.aborted)
      send({ event: 'error', data: { detail: TUTOR_MESSAGES.unavailable } });
  } catch (error) {
    if (!gone.signal.aborted) {
      reply.log.warn({ err: error }, 'the tutor could not answer');
      send({ event: 'error', data: { detail: TUTOR_MESSAGES.unavailable } });
    }
  } finally {
    clearInterval(heartbeat);
    res.off('close', onClose);
    if (!res.writableEnded) res.end();
  }
}
