import { TUTOR_MESSAGES } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { jsonResponse } from '../../../test/mock-api';
import { creditSource, quota, sse, sseStream, tutorMessage } from '../tutor-test-data';
import { streamTutorAnswer, type TutorStreamEvent } from './ask-tutor';

async function collect(stream: AsyncIterable<TutorStreamEvent>): Promise<TutorStreamEvent[]> {
  const events: TutorStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const question = tutorMessage({ id: 11 });
const answer = tutorMessage({
  id: 12,
  role: 'tutor',
  text: 'A number from 300 to 900.',
  sources: [creditSource],
});

describe('the tutor’s answer stream', () => {
  it('posts the question with the session and yields each event, whatever the chunks', async () => {
    const body =
      sse('question', question) +
      sse('sources', { sources: [creditSource] }) +
      sse('token', { text: 'A number ' }) +
      sse('token', { text: 'from 300 to 900.' }) +
      sse('done', { message: answer, covered: true, quota: quota(18) });
    const stream = sseStream();
    const fetchMock = vi.fn(async () => stream.response());
    vi.stubGlobal('fetch', fetchMock);
    // cut mid-event and mid-line, as a network delivers it
    for (const piece of [body.slice(0, 7), body.slice(7, 130), body.slice(130)]) stream.write(piece);
    stream.end();

    const events = await collect(streamTutorAnswer(301, { question: 'What is a credit score?' }));
    expect(events).toEqual([
      { type: 'question', message: question },
      { type: 'sources', sources: [creditSource] },
      { type: 'token', text: 'A number ' },
      { type: 'token', text: 'from 300 to 900.' },
      { type: 'done', done: { message: answer, covered: true, quota: quota(18) } },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/tutor/conversations/301/ask/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual({ question: 'What is a credit score?' });
  });

  it('yields the error event of an answer that failed after it started', async () => {
    const stream = sseStream();
    vi.stubGlobal('fetch', async () => stream.response());
    stream.send('question', question);
    stream.send('token', { text: 'A num' });
    stream.send('error', { detail: TUTOR_MESSAGES.unavailable });
    stream.end();
    const events = await collect(streamTutorAnswer(301, { question: 'What is a credit score?' }));
    expect(events.at(-1)).toEqual({ type: 'error', detail: TUTOR_MESSAGES.unavailable });
  });

  it('throws the JSON refusal sent before any answer, with its field errors or detail', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ question: [TUTOR_MESSAGES.tooLong] }, 400));
    const refused = await collect(streamTutorAnswer(301, { question: 'x' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).fieldErrors).toEqual({ question: [TUTOR_MESSAGES.tooLong] });

    vi.stubGlobal('fetch', async () => jsonResponse({ detail: TUTOR_MESSAGES.quotaSpent }, 429));
    const spent = await collect(streamTutorAnswer(301, { question: 'x' })).catch((error: unknown) => error);
    expect(spent).toMatchObject({ status: 429, detail: TUTOR_MESSAGES.quotaSpent });
  });

  it('turns a connection lost before or during the answer into a status 0 error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(collect(streamTutorAnswer(301, { question: 'x' }))).rejects.toMatchObject({ status: 0 });

    const stream = sseStream();
    vi.stubGlobal('fetch', async () => stream.response());
    stream.send('question', question);
    stream.fail();
    await expect(collect(streamTutorAnswer(301, { question: 'x' }))).rejects.toMatchObject({ status: 0 });
  });
});
