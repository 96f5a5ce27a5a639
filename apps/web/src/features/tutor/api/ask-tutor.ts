import {
  askTutor,
  type TAskTutorBody,
  type TCoded,
  type TTutorDoneEvent,
  type TTutorErrorEvent,
  type TTutorMessage,
  type TTutorSource,
  ZTutorDoneEvent,
  ZTutorErrorEvent,
  ZTutorMessage,
  ZTutorSourcesEvent,
  ZTutorTokenEvent,
  fillPath,
} from '@portal/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';
import { ApiError, readBody } from '../../../lib/api-client';

/** One event of an answer's stream (contract: askTutor). */
export type TutorStreamEvent =
  | { type: 'question'; message: TTutorMessage }
  | { type: 'sources'; sources: TTutorSource[] }
  | { type: 'token'; text: string }
  | { type: 'done'; done: TTutorDoneEvent }
  /** `coded`: the failure by its code, when the server gave one. */
  | { type: 'error'; detail: string; coded?: TCoded };

function parseData<T>(data: string, schema: z.ZodType<T> | undefined): T | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return schema ? schema.parse(value) : (value as T);
}

// as apiFetch does: the contract checks each event in development; the server guarantees it in production
const dev = import.meta.env.DEV;

function toTutorEvent(message: EventSourceMessage): TutorStreamEvent | null {
  switch (message.event) {
    case 'question': {
      const data = parseData<TTutorMessage>(message.data, dev ? ZTutorMessage : undefined);
      return data && { type: 'question', message: data };
    }
    case 'sources': {
      const data = parseData<{ sources: TTutorSource[] }>(message.data, dev ? ZTutorSourcesEvent : undefined);
      return data && { type: 'sources', sources: data.sources };
    }
    case 'token': {
      const data = parseData<{ text: string }>(message.data, dev ? ZTutorTokenEvent : undefined);
      return data && { type: 'token', text: data.text };
    }
    case 'done': {
      const data = parseData<TTutorDoneEvent>(message.data, dev ? ZTutorDoneEvent : undefined);
      return data && { type: 'done', done: data };
    }
    case 'error': {
      const data = parseData<TTutorErrorEvent>(message.data, dev ? ZTutorErrorEvent : undefined);
      const coded = data?.code ? { code: data.code, params: data.params } : undefined;
      return { type: 'error', detail: data?.detail ?? '', coded };
    }
    default:
      return null;
  }
}

/**
 * Asks the tutor and yields the answer's events as they arrive. A refusal before the answer (400, 404,
 * 429) and a lost connection throw an ApiError as apiFetch does; aborting `signal` throws its AbortError.
 */
export async function* streamTutorAnswer(
  subscriptionId: number,
  body: TAskTutorBody,
  signal?: AbortSignal,
): AsyncGenerator<TutorStreamEvent, void, undefined> {
  let response: Response;
  try {
    response = await fetch(fillPath(askTutor.path, { subscription_id: subscriptionId }), {
      method: askTutor.method,
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, { cause });
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  if (!response.body) throw new ApiError(0, null);

  const pending: TutorStreamEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = toTutorEvent(message);
      if (event) pending.push(event);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new ApiError(0, null, { cause });
      }
      if (chunk.done) {
        parser.feed(decoder.decode());
        parser.reset({ consume: true });
      } else {
        parser.feed(decoder.decode(chunk.value, { stream: true }));
      }
      while (pending.length > 0) yield pending.shift()!;
      if (chunk.done) return;
    }
  } finally {
    // a consumer that stops early (or an abort) lets the connection go
    void reader.cancel().catch(() => undefined);
  }
}
