import { type TTutorErrorEvent, codeOf, coded } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { openEventStream } from '../../lib/event-stream';
import { type TutorQuestion, answerTutorQuestion } from './tutor.service';

const unavailable = coded('tutor.unavailable');
/** The failure of an answer under way, said as a thrown error is: its English and its code. */
const UNAVAILABLE: TTutorErrorEvent = { detail: unavailable.text, ...codeOf(unavailable) };

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
  const stream = openEventStream(reply, HEARTBEAT_SECONDS);
  const signal = AbortSignal.any([stream.gone, stop]);
  try {
    // stopped by the server closing: the student is told, as for any failure
    if (!(await answerTutorQuestion(ctx, asked, stream.send, signal)) && !stream.gone.aborted)
      stream.send({ event: 'error', data: UNAVAILABLE });
  } catch (error) {
    if (!stream.gone.aborted) {
      reply.log.warn({ err: error }, 'the tutor could not answer');
      stream.send({ event: 'error', data: UNAVAILABLE });
    }
  } finally {
    stream.end();
  }
}
