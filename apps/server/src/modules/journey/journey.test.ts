import { JOURNEY_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Enrolled,
  completeBefore,
  contentOf,
  contentUrl,
  enrolledStudent,
  itemByName,
  itemsOf,
  sectionsOf,
  submit,
} from '../../test/journey';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { pdfText } from '../../test/uploads';
import { graduate } from '../enrolment/enrolment.service';
import { markCompleted } from './journey.service';
import { recordAttendance } from './school-records.service';

const FREE = 'digital-literacy-essentials';
const clock = { now: new Date('2026-11-22T15:00:00Z') };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
});
afterAll(() => t.close());

const get = (s: Enrolled, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
const view = (s: Enrolled, id: number) => get(s, contentUrl(s, id, 'view/'));
const subscriptionOf = async (s: Enrolled) =>
  (await get(s, `/api/v1/subscriptions/${s.subscription}/`)).json();
const saveCurrent = (s: Enrolled, subscription: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/subscriptions/${subscription}/current-content/`,
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: body,
  });

describe('the course room of a program', () => {
  it('lists sections by index with every item locked behind the first unfinished mandatory one', async () => {
    const s = await enrolledStudent(t, 'sections@example.ca', FREE);
    const list = await sectionsOf(t, s);
    expect(list).toMatchObject({ count: 3, next: null, previous: null, subscription: s.subscription });
    expect(list.mandatory_content_progress).toBe(0);
    expect(list.results.map((r) => r.index)).toEqual([0, 1, 2]);
    const [first, ...rest] = list.results.flatMap((r) => r.contents);
    expect(first).toMatchObject({
      name: 'Your computer, files and folders',
      content_type: 'lesson',
      duration: 25 * 60,
      is_completed: false,
      is_unlocked: { is_unlocked: true, reason: null },
      can_proceed_to_next_content: { can_proceed: false, reason: 'Read this lesson to continue.' },
      marks: null,
    });
    for (const item of rest) {
      expect(item.is_unlocked).toEqual({
        is_unlocked: false,
        reason: 'Complete “Your computer, files and folders” to unlock this.',
        reason_code: {
          code: 'journey.lockedBy',
          params: { name: 'Your computer, files and folders', lang: 'en' },
        },
      });
    }
    expect(list.results[1]!.duration).toBe(
      list.results[1]!.contents.reduce((total, c) => total + c.duration, 0),
    );

    const section = await get(s, `/api/v1/sections/${list.results[1]!.id}/?course=${s.course.id}`);
    expect(section.statusCode).toBe(200);
    expect(section.json()).toEqual(list.results[1]);
  });

  it('refuses a locked item with the reason, and opens it once the earlier one is done', async () => {
    const s = await enrolledStudent(t, 'locked@example.ca', FREE);
    const [lesson, video] = await itemsOf(t, s);
    const locked = await get(s, contentUrl(s, video!.id));
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      detail: 'Complete “Your computer, files and folders” to unlock this.',
      code: 'journey.lockedBy',
      params: { name: 'Your computer, files and folders' },
    });
    expect((await view(s, video!.id)).statusCode).toBe(403);
    expect((await saveCurrent(s, s.subscription, { content: video!.id })).json()).toEqual({
      detail: 'Complete “Your computer, files and folders” to unlock this.',
      code: 'journey.lockedBy',
      params: { name: 'Your computer, files and folders' },
    });

    const opened = await get(s, contentUrl(s, lesson!.id));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      content_type: 'lesson',
      subscription: s.subscription,
      section: { index: 0 },
      previous_content: null,
      next_content: { id: video!.id, name: video!.name },
      submission: null,
      mandatory_content_progress: 0,
    });
    expect(opened.json().body).toContain('#');
    await view(s, lesson!.id);
    expect((await get(s, contentUrl(s, video!.id))).statusCode).toBe(200);
  });

  it('records a view only when a page of the portal asks, never a link or an image on another site', async () => {
    const s = await enrolledStudent(t, 'lured@example.ca', FREE);
    const [lesson] = await itemsOf(t, s);
    const viewFrom = (site: string) =>
      t.app.inject({
        method: 'GET',
        url: contentUrl(s, lesson!.id, 'view/'),
        headers: { cookie: s.cookie, 'sec-fetch-site': site },
      });
    for (const site of ['cross-site', 'same-site', 'none']) {
      const refused = await viewFrom(site);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ detail: 'This request did not come from the portal.' });
    }
    expect((await get(s, contentUrl(s, lesson!.id))).json().is_completed).toBe(false);
    expect((await viewFrom('same-origin')).json().is_completed).toBe(true);
  });

  it('records a view once, completes lessons, videos and documents, and keeps the subscription in step', async () => {
    const s = await enrolledStudent(t, 'viewer@example.ca', FREE);
    const [lesson, video, document, quiz] = await itemsOf(t, s);

    const first = await view(s, lesson!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      is_completed: true,
      can_proceed_to_next_content: { can_proceed: true, reason: null },
      // 11 mandatory items in the program
      mandatory_content_progress: 9,
    });
    const again = await view(s, lesson!.id);
    expect(again.json()).toEqual(first.json());
    expect(await subscriptionOf(s)).toMatchObject({ current_content: lesson!.id, course_completion: 9 });

    const watched = await get(s, contentUrl(s, video!.id));
    expect(watched.json()).toMatchObject({
      content_type: 'video',
      is_completed: false,
      can_proceed_to_next_content: { can_proceed: false, reason: 'Watch the video to the end to continue.' },
      video: { src: expect.stringMatching(/^\/api\/v1\/media\//), position_seconds: null },
    });
    expect(watched.json().video.transcript).toBe(watched.json().body);
    expect((await view(s, video!.id)).json()).toMatchObject({
      is_completed: true,
      mandatory_content_progress: 18,
    });

    const doc = (await view(s, document!.id)).json();
    expect(doc).toMatchObject({
      content_type: 'document',
      is_completed: true,
      mandatory_content_progress: 27,
    });
    expect(doc.document.pdf_url).toBe(`/api/v1/contents/${document!.id}/pdf/?subscription=${s.subscription}`);
    const pdf = await get(s, doc.document.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="digital-glossary\.pdf"/);
    expect(pdfText(pdf.rawPayload)).toContain('Everyday Digital Glossary');
    const download = await get(s, doc.document.download_url);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(s, `/api/v1/contents/${lesson!.id}/pdf/`)).statusCode).toBe(404);

    // a quiz is not completed by opening it: the quiz feature marks it
    const opened = (await view(s, quiz!.id)).json();
    expect(opened).toMatchObject({
      content_type: 'quiz',
      is_completed: false,
      can_proceed_to_next_content: { can_proceed: false, reason: 'Complete this quiz to continue.' },
      quiz: { question_count: expect.any(Number), attempts_allowed: expect.any(Number) },
    });
    expect(opened.quiz.question_count).toBeGreaterThan(0);
    await markCompleted(t.ctx.db, s.subscription, quiz!.id, clock.now);
    await markCompleted(t.ctx.db, s.subscription, quiz!.id, clock.now);
    expect((await contentOf(t, s, quiz!.id)).is_completed).toBe(true);
    expect(await subscriptionOf(s)).toMatchObject({ current_content: quiz!.id, course_completion: 36 });
  });

  it('counts quota attendance towards completion, and lets optional items be passed', async () => {
    const s = await enrolledStudent(t, 'quota@example.ca', FREE);
    const labs = await itemByName(t, s, 'Drop-in computer labs');
    const log = (await itemsOf(t, s)).find((c) => c.content_type === 'quota')!;
    await completeBefore(t, s, log.id);
    expect((await contentOf(t, s, labs.id)).quota).toEqual({
      required_count: 3,
      recorded_count: 0,
      practice_log: null,
    });
    expect((await contentOf(t, s, labs.id)).can_proceed_to_next_content.can_proceed).toBe(true);

    expect(await contentOf(t, s, log.id)).toMatchObject({
      is_completed: false,
      quota: { required_count: 10, recorded_count: 0 },
      can_proceed_to_next_content: {
        can_proceed: false,
        reason: '0 of 10 practice entries count so far; you can continue once 10 are approved.',
      },
    });
    await recordAttendance(t.ctx, s.profileId, FREE, 'practice-log', 4);
    const after = await recordAttendance(t.ctx, s.profileId, FREE, 'practice-log', 6);
    expect(after).toMatchObject({ recorded: 10, required: 10, completed: true });
    expect(await contentOf(t, s, log.id)).toMatchObject({
      is_completed: true,
      quota: { recorded_count: 10 },
    });
  });

  it('walks a whole program to the last item with mandatory progress 100', async () => {
    const s = await enrolledStudent(t, 'whole@example.ca', FREE);
    const items = await itemsOf(t, s);
    const last = items.at(-1)!;
    await completeBefore(t, s, last.id);
    await markCompleted(t.ctx.db, s.subscription, last.id, clock.now);
    const final = await contentOf(t, s, last.id);
    expect(final).toMatchObject({ next_content: null, mandatory_content_progress: 100, is_completed: true });
    expect((await sectionsOf(t, s)).mandatory_content_progress).toBe(100);
    expect((await subscriptionOf(s)).course_completion).toBe(100);
    // the optional lab was never attended
    expect((await itemsOf(t, s)).filter((c) => !c.is_completed).map((c) => c.can_skip)).toEqual([true]);
  });

  it('saves the item the student left and where a video stopped', async () => {
    const s = await enrolledStudent(t, 'resume@example.ca', FREE);
    const [lesson, video] = await itemsOf(t, s);
    await view(s, lesson!.id);
    const saved = await saveCurrent(s, s.subscription, { content: video!.id, position_seconds: 42 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: s.subscription, current_content: video!.id });
    expect((await contentOf(t, s, video!.id)).video.position_seconds).toBe(42);
    expect((await saveCurrent(s, s.subscription, { content: lesson!.id })).json().current_content).toBe(
      lesson!.id,
    );
    expect((await contentOf(t, s, video!.id)).video.position_seconds).toBe(42);
    const otherSite = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/subscriptions/${s.subscription}/current-content/`,
      headers: { cookie: s.cookie, origin: 'https://elsewhere.example' },
      payload: { content: lesson!.id },
    });
    expect(otherSite.statusCode).toBe(403);
  });
});

describe('whose room it is', () => {
  it("answers 404 for another student's subscription and for another program's items", async () => {
    const owner = await enrolledStudent(t, 'owner@example.ca', FREE);
    const other = await enrolledStudent(t, 'other@example.ca', 'business-communication');
    const [lesson] = await itemsOf(t, owner);
    const [otherLesson] = await itemsOf(t, other);

    const borrowed = { ...other, subscription: owner.subscription };
    expect((await get(borrowed, contentUrl(borrowed, lesson!.id))).statusCode).toBe(404);
    expect((await view(borrowed, lesson!.id)).statusCode).toBe(404);
    expect(
      (await get(other, `/api/v1/sections/?course=${owner.course.id}&subscription=${owner.subscription}`))
        .statusCode,
    ).toBe(404);
    expect((await saveCurrent(other, owner.subscription, { content: lesson!.id })).statusCode).toBe(404);
    expect((await submit(t, borrowed, lesson!.id, { text: 'x' })).statusCode).toBe(404);

    // not subscribed to the owner's program at all
    expect((await get(other, `/api/v1/contents/${lesson!.id}/`)).statusCode).toBe(404);
    expect((await get(other, `/api/v1/sections/?course=${owner.course.id}`)).statusCode).toBe(404);

    // an item of another program read through the student's own subscription
    const crossed = await get(owner, contentUrl(owner, otherLesson!.id));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ detail: JOURNEY_MESSAGES.notInProgram });
    expect((await view(owner, otherLesson!.id)).statusCode).toBe(404);
    const otherSection = (await sectionsOf(t, other)).results[0]!.id;
    expect((await get(owner, `/api/v1/sections/${otherSection}/?course=${owner.course.id}`)).statusCode).toBe(
      404,
    );
    expect((await saveCurrent(owner, owner.subscription, { content: otherLesson!.id })).json()).toEqual({
      content: [JOURNEY_MESSAGES.notInProgram],
      codes: { content: [{ code: 'journey.notInProgram' }] },
    });
    expect((await get(owner, '/api/v1/contents/999999/')).statusCode).toBe(404);
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sections/?course=1' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/contents/1/' })).statusCode).toBe(401);
  });
});

describe('access', () => {
  it('sends a student without access back to the dashboard', async () => {
    const { cookie } = await enrolledStudent(t, 'pending-first@example.ca', FREE);
    const course = (
      await t.app.inject({ method: 'GET', url: '/api/v1/courses/slug/food-handler-certification/' })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN },
      payload: { course: course.id, student_email: 'pending-first@example.ca' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sections/?course=${course.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: JOURNEY_MESSAGES.accessPending, redirect_dashboard: true });
  });

  it('lets a graduate with post-graduation access read but not change anything, until the date', async () => {
    const s = await enrolledStudent(t, 'graduate@example.ca', FREE);
    const assignment = (await itemsOf(t, s)).find((c) => c.content_type === 'assignment')!;
    await completeBefore(t, s, assignment.id);
    const [lesson, video] = await itemsOf(t, s);
    await graduate(t.ctx, s.profileId, FREE, '2026-12-31');

    expect((await sectionsOf(t, s)).count).toBe(3);
    const reading = await contentOf(t, s, assignment.id);
    expect(reading.assignment.can_submit).toBe(false);
    for (const res of [
      await view(s, lesson!.id),
      await submit(t, s, assignment.id, { text: 'Late work' }),
      await saveCurrent(s, s.subscription, { content: video!.id }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ detail: JOURNEY_MESSAGES.viewOnly });
    }

    const saved = clock.now;
    clock.now = new Date('2027-01-01T12:00:00Z');
    try {
      const closed = await get(s, contentUrl(s, lesson!.id));
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({
        detail: JOURNEY_MESSAGES.accessClosed,
        redirect_dashboard: true,
      });
    } finally {
      clock.now = saved;
    }
  });
});

describe('the API description', () => {
  it('documents the course room calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/sections/',
        '/api/v1/sections/{id}/',
        '/api/v1/contents/{id}/',
        '/api/v1/contents/{id}/view/',
        '/api/v1/contents/{id}/pdf/',
        '/api/v1/contents/{id}/submissions/',
        '/api/v1/subscriptions/{id}/current-content/',
      ]),
    );
  });
});
