import {
  JOURNEY_MESSAGES,
  TUTOR_MESSAGES,
  TUTOR_QUESTION_MAX_LENGTH,
  ZTutorConversation,
  ZTutorDoneEvent,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { type Enrolled, enrolledStudent } from '../../test/journey';
import { ask, askCall, demoContentWith, studentIn, tutorSettings, tutorUrl } from '../../test/tutor';
import { importContent } from '../content-folder/import.service';

const FOOD = 'food-handler-certification';
const DIGITAL = 'digital-literacy-essentials';
const ON_TOPIC = 'How do I cool a large pot of chili safely?';

let clock = new Date('2026-03-09T15:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
let content: ReturnType<typeof demoContentWith>;
beforeAll(async () => {
  content = demoContentWith(tutorSettings({ daily_quota: 4, per_minute: 3 }));
  t = await createTestApp({ now: () => clock });
  await importContent(t.ctx.db, t.ctx.storage, content.root);
}, 60_000);
afterAll(async () => {
  await t.close();
  content.remove();
});

const getConversation = (s: Enrolled, subscription = s.subscription) =>
  t.app.inject({ method: 'GET', url: tutorUrl(subscription), headers: { cookie: s.cookie } });
const clearConversation = (s: Enrolled, subscription = s.subscription) =>
  t.app.inject({
    method: 'DELETE',
    url: tutorUrl(subscription),
    headers: { cookie: s.cookie, origin: ORIGIN },
  });

async function conversationOf(s: Enrolled) {
  const res = await getConversation(s);
  expect(res.statusCode, res.body).toBe(200);
  return ZTutorConversation.parse(res.json());
}

describe('who may use the tutor', () => {
  it('refuses a visitor', async () => {
    const ana = await enrolledStudent(t, 'visitor-check@example.ca', FOOD);
    const visitor = { ...ana, cookie: '' };
    expect((await getConversation(visitor)).statusCode).toBe(401);
    expect((await askCall(t, visitor, ON_TOPIC)).statusCode).toBe(401);
    expect((await clearConversation(visitor)).statusCode).toBe(401);
  });

  it("answers 404 for another student's subscription, on every call, and leaves theirs alone", async () => {
    const owner = await enrolledStudent(t, 'owner@example.ca', FOOD);
    const other = await enrolledStudent(t, 'other@example.ca', FOOD);
    await ask(t, owner, ON_TOPIC);
    for (const res of [
      await getConversation(other, owner.subscription),
      await askCall(t, other, ON_TOPIC, owner.subscription),
      await clearConversation(other, owner.subscription),
      await getConversation(other, 999_999),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: TUTOR_MESSAGES.notEnrolled });
    }
    expect((await conversationOf(owner)).messages).toHaveLength(2);
  });

  it('says a subscription that is not the student’s by its code, for the portal to say it', async () => {
    const student = await enrolledStudent(t, 'not-theirs@example.ca', FOOD);
    const res = await getConversation(student, 999_999);
    expect(res.json()).toEqual({
      detail: TUTOR_MESSAGES.notEnrolled,
      code: 'tutor.notEnrolled',
    });
  });

  it('answers as the course room for a subscription whose access is not open yet', async () => {
    const { cookie } = await verifiedStudent(t, 'pending@example.ca');
    const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${FOOD}/` })).json();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: course.id, student_email: 'pending@example.ca' },
    });
    expect(joined.json().status).toBe('unpaid');
    const res = await t.app.inject({ method: 'GET', url: tutorUrl(joined.json().id), headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: JOURNEY_MESSAGES.accessPending, redirect_dashboard: true });
  });
});

describe('asking', () => {
  it("names the program in the page's language (ADR 049)", async () => {
    const s = await enrolledStudent(t, 'names@example.ca', FOOD);
    expect((await conversationOf(s)).course).toMatchObject({
      name: 'Food Handler Certification',
      lang: 'en',
    });
    const french = await t.app.inject({
      method: 'GET',
      url: tutorUrl(s.subscription),
      headers: { cookie: `${s.cookie}; portal-language=fr-CA` },
    });
    expect(french.json().course).toMatchObject({
      name: 'Certification de manipulateur d’aliments',
      lang: 'fr-CA',
    });
  });

  it('streams the question, its sources, the answer piece by piece, then the stored answer and quota', async () => {
    const s = await enrolledStudent(t, 'asker@example.ca', FOOD);
    const res = await askCall(t, s, `  ${ON_TOPIC} `);
    expect(res.headers['x-accel-buffering']).toBe('no');
    const answer = await ask(t, s, ON_TOPIC);
    const order = [...new Set(answer.events.map((e) => e.event))];
    expect(order).toEqual(['question', 'sources', 'token', 'done']);
    expect(answer.question).toMatchObject({ role: 'student', text: ON_TOPIC, sources: [] });
    expect(answer.events.filter((e) => e.event === 'token').length).toBeGreaterThan(10);
    expect(answer.sources.map((source) => source.content_name)).toContain('Time and temperature control');
    expect(answer.sources.every((source) => source.excerpt.length > 0)).toBe(true);
    const done = ZTutorDoneEvent.parse(answer.done);
    expect(done).toMatchObject({
      covered: true,
      message: { role: 'tutor', text: answer.text, sources: answer.sources },
      quota: { daily_limit: 4, used_today: 2, remaining: 2 },
    });
    expect(answer.text).toMatch(/^Here is what your program says about this\.\n\nFrom “/);
    expect(answer.text).toContain('shallow pans');
  });

  it('numbers its sources [1]…[n] in the order the answer cites them', async () => {
    const s = await enrolledStudent(t, 'citations@example.ca', FOOD);
    const answer = await ask(t, s, ON_TOPIC);
    expect(answer.sources.length).toBeGreaterThan(1);
    expect(answer.sources.map((source) => source.number)).toEqual(answer.sources.map((_, i) => i + 1));
    const markers = [...answer.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(markers).toEqual(answer.sources.map((source) => source.number));
    // each part of the answer quotes the passage its marker names
    const parts = answer.text.split('\n\n').slice(1);
    answer.sources.forEach((source, i) => {
      expect(parts[i]).toContain(`“${source.content_name}”`);
      expect(parts[i]).toMatch(new RegExp(`\\[${source.number}\\]$`));
      if (source.heading !== source.content_name) expect(parts[i]).toContain(source.heading);
    });
    expect((await conversationOf(s)).messages[1]!.sources).toEqual(answer.sources);
  });

  it('refuses an empty or too long question with the contract’s messages', async () => {
    const s = await enrolledStudent(t, 'blank@example.ca', FOOD);
    for (const question of ['', '   ', undefined]) {
      const res = await askCall(t, s, question);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        question: [TUTOR_MESSAGES.empty],
        codes: { question: [{ code: 'tutor.empty' }] },
      });
    }
    const res = await askCall(t, s, 'a'.repeat(TUTOR_QUESTION_MAX_LENGTH + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      question: [TUTOR_MESSAGES.tooLong],
      codes: { question: [{ code: 'tutor.tooLong', params: { max: TUTOR_QUESTION_MAX_LENGTH } }] },
    });
    expect((await conversationOf(s)).messages).toEqual([]);
  });

  it('says plainly when the program does not cover the question, citing nothing', async () => {
    const s = await enrolledStudent(t, 'offtopic@example.ca', FOOD);
    const answer = await ask(t, s, 'Who won the Stanley Cup in 1994?');
    expect(answer.sources).toEqual([]);
    expect(answer.text).toBe(TUTOR_MESSAGES.notCovered);
    expect(answer.done).toMatchObject({
      covered: false,
      message: { text: TUTOR_MESSAGES.notCovered, text_code: { code: 'tutor.notCovered' }, sources: [] },
    });
  });
});

describe('the conversation', () => {
  it('is kept per program, and cleared without giving the day’s questions back', async () => {
    const subs = await studentIn(t, 'keeper@example.ca', [FOOD, DIGITAL]);
    const food = subs[FOOD]!;
    const digital = subs[DIGITAL]!;
    const first = await ask(t, food, ON_TOPIC);
    const second = await ask(t, digital, 'How should I back up my files?');

    const kept = await conversationOf(food);
    expect(kept.course).toMatchObject({ id: food.course.id, slug: FOOD });
    expect(kept.messages).toEqual([first.question, first.done!.message]);
    expect(kept.quota).toEqual({ daily_limit: 4, used_today: 2, remaining: 2 });
    expect((await conversationOf(digital)).messages).toEqual([second.question, second.done!.message]);

    const cleared = await clearConversation(food);
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect(await conversationOf(food)).toMatchObject({
      messages: [],
      quota: { used_today: 2, remaining: 2 },
    });
    expect((await conversationOf(digital)).messages).toHaveLength(2);
  });
});

describe('limits', () => {
  it('refuses a student asking faster than the institute’s per-minute rate', async () => {
    const s = await enrolledStudent(t, 'fast@example.ca', FOOD);
    for (let i = 0; i < 3; i++) await ask(t, s, ON_TOPIC);
    const refused = await askCall(t, s, ON_TOPIC);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: TUTOR_MESSAGES.tooFast });
    later(61);
    await ask(t, s, ON_TOPIC);
  });

  it('counts the questions answered in the institute’s day, across programs, and refuses once spent', async () => {
    const subs = await studentIn(t, 'quota@example.ca', [FOOD, DIGITAL]);
    // 22:00 in Toronto on March 9, already March 10 in UTC
    clock = new Date('2026-03-10T02:00:00Z');
    for (const s of [subs[FOOD]!, subs[DIGITAL]!, subs[FOOD]!, subs[FOOD]!]) {
      await ask(t, s, ON_TOPIC);
      later(61);
    }
    const refused = await askCall(t, subs[FOOD]!, ON_TOPIC);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: TUTOR_MESSAGES.quotaSpent });
    expect((await conversationOf(subs[DIGITAL]!)).quota).toEqual({
      daily_limit: 4,
      used_today: 4,
      remaining: 0,
    });
    // the refused question was not kept
    expect((await conversationOf(subs[FOOD]!)).messages).toHaveLength(6);

    // 00:05 the next day in Toronto, the same day in UTC
    clock = new Date('2026-03-10T04:05:00Z');
    expect((await conversationOf(subs[FOOD]!)).quota).toEqual({
      daily_limit: 4,
      used_today: 0,
      remaining: 4,
    });
    expect((await ask(t, subs[FOOD]!, ON_TOPIC)).done?.quota.used_today).toBe(1);
  });
});

describe('the API document', () => {
  it('lists the tutor’s calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const conversation = doc.paths['/api/v1/tutor/conversations/{subscription_id}/'];
    expect(conversation.get.tags).toEqual(['tutor']);
    expect(conversation.delete.tags).toEqual(['tutor']);
    const asking = doc.paths['/api/v1/tutor/conversations/{subscription_id}/ask/'].post;
    expect(asking.tags).toEqual(['tutor']);
    expect(asking.requestBody.content['application/json'].schema.properties.question).toBeDefined();
  });
});

describe('a school without the tutor', () => {
  it('answers 404 on every call', async () => {
    const s = await enrolledStudent(t, 'off@example.ca', FOOD);
    const off = demoContentWith(tutorSettings({ on: false }));
    try {
      await importContent(t.ctx.db, t.ctx.storage, off.root);
    } finally {
      off.remove();
    }
    for (const res of [await getConversation(s), await askCall(t, s, ON_TOPIC), await clearConversation(s)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: TUTOR_MESSAGES.off });
    }
  });
});
