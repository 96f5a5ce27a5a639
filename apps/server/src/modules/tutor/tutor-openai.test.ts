import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TUTOR_MESSAGES, ZTutorConversation } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Enrolled, enrolledStudent } from '../../test/journey';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ask, parseEvents, tutorUrl } from '../../test/tutor';

const FOOD = 'food-handler-certification';
const QUESTION = 'How do I cool a large pot of chili safely?';
const PIECES = ['Cool it ', 'in shallow pans: ', 'from 60°C to 20°C within 2 hours [1].'];

type Behaviour = 'answer' | 'hang' | 'fail' | 'break' | 'pause';

/** An OpenAI-compatible server on a local port, streaming chat completions as the real ones do. */
function fakeModel() {
  const state = {
    behaviour: 'answer' as Behaviour,
    requests: [] as { url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[],
    closed: 0,
  };
  const chunk = (res: ServerResponse, content: string) =>
    res.write(
      `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`,
    );
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      state.requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      res.on('close', () => state.closed++);
      switch (state.behaviour) {
        case 'hang':
          return;
        case 'fail':
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'overloaded' } }));
          return;
        case 'pause':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          chunk(res, PIECES[0]!);
          return;
        case 'break':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          chunk(res, PIECES[0]!);
          res.end(`data: ${JSON.stringify({ error: { message: 'the model crashed' } })}\n\n`);
          return;
        case 'answer':
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write(': keep-alive\n\n');
          for (const piece of PIECES) chunk(res, piece);
          res.write(
            `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
          );
          res.end('data: [DONE]\n\n');
      }
    });
  });
  return { server, state };
}

const model = fakeModel();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
  const { port } = model.server.address() as AddressInfo;
  t = await createTestApp({
    demo: true,
    env: {
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1/`,
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_MODEL: 'tutor-test-model',
      OPENAI_TIMEOUT_SECONDS: '1.5',
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  model.server.closeAllConnections();
  await new Promise((resolve) => model.server.close(resolve));
});
beforeEach(() => {
  model.state.behaviour = 'answer';
  model.state.requests = [];
});

async function conversationOf(s: Enrolled) {
  const res = await t.app.inject({
    method: 'GET',
    url: tutorUrl(s.subscription),
    headers: { cookie: s.cookie },
  });
  return ZTutorConversation.parse(res.json());
}

describe('an OpenAI-compatible model', () => {
  it('answers from the retrieved passages, streamed as it writes, with the conversation so far', async () => {
    const s = await enrolledStudent(t, 'model-user@example.ca', FOOD);
    const answer = await ask(t, s, QUESTION);
    expect(answer.events.filter((e) => e.event === 'token').map((e) => e.data)).toEqual(
      PIECES.map((text) => ({ text })),
    );
    expect(answer.sources.map((source) => source.content_name)).toContain('Time and temperature control');
    expect(answer.done).toMatchObject({
      covered: true,
      message: { role: 'tutor', text: PIECES.join(''), sources: answer.sources },
      quota: { used_today: 1 },
    });

    const [request] = model.state.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body).toMatchObject({ model: 'tutor-test-model', stream: true });
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/only from the numbered passages/);
    expect(messages[0]!.content).toContain('[1] ');
    expect(messages[0]!.content).toContain('Never leave a large pot to cool on the counter overnight.');
    for (const source of answer.sources) expect(messages[0]!.content).toContain(source.content_name);
    expect(messages.at(-1)).toEqual({ role: 'user', content: QUESTION });

    await ask(t, s, 'How long should I wash my hands?');
    const followUp = model.state.requests[1]!.body.messages as { role: string; content: string }[];
    expect(followUp.slice(1)).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: PIECES.join('') },
      { role: 'user', content: 'How long should I wash my hands?' },
    ]);
  });

  it('is not asked what the program does not cover', async () => {
    const s = await enrolledStudent(t, 'model-offtopic@example.ca', FOOD);
    const answer = await ask(t, s, 'Who won the Stanley Cup in 1994?');
    expect(answer.text).toBe(TUTOR_MESSAGES.notCovered);
    expect(model.state.requests).toEqual([]);
  });

  it.each([
    ['says nothing in time', 'hang'],
    ['fails', 'fail'],
    ['breaks off with an error', 'break'],
    ['stops writing partway', 'pause'],
  ] as const)(
    'that %s ends the stream with an error, and the question is kept but not counted',
    async (_, behaviour) => {
      const s = await enrolledStudent(t, `model-${behaviour}@example.ca`, FOOD);
      model.state.behaviour = behaviour;
      const answer = await ask(t, s, QUESTION);
      expect(answer.error).toBe(TUTOR_MESSAGES.unavailable);
      expect(answer.done).toBeNull();
      expect(answer.events.at(-1)).toEqual({
        event: 'error',
        data: { detail: TUTOR_MESSAGES.unavailable, code: 'tutor.unavailable' },
      });
      const conversation = await conversationOf(s);
      expect(conversation.messages).toEqual([answer.question]);
      expect(conversation.quota).toMatchObject({ used_today: 0 });
    },
  );

  it('is stopped when the student leaves', async () => {
    const s = await enrolledStudent(t, 'model-leaver@example.ca', FOOD);
    model.state.behaviour = 'pause';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const leaving = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${tutorUrl(s.subscription, 'ask/')}`, {
      method: 'POST',
      headers: { cookie: s.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ question: QUESTION }),
      signal: leaving.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!parseEvents(text).some((e) => e.event === 'token')) text += (await reader.read()).value ?? '';
    const closedBefore = model.state.closed;
    leaving.abort();
    // well before the model's silence would time out
    await expect.poll(() => model.state.closed, { timeout: 700, interval: 20 }).toBeGreaterThan(closedBefore);
    const conversation = await conversationOf(s);
    expect(conversation.messages.map((m) => m.role)).toEqual(['student']);
    expect(conversation.quota).toMatchObject({ used_today: 0 });
  });
});
