import { CONTENT_TYPES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the demo institute', () => {
  it('is a Canadian school with every feature switched on', async () => {
    const res = await get('/api/v1/institute/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      country: { name: 'Canada', code: 'CA' },
      time_zone: 'America/Toronto',
      enable_click2pay: true,
      enable_paid_at_school: true,
      allow_gamification: true,
      live_session_enabled: true,
      enable_power_tutor: true,
    });
    expect(body.results[0].faqs.length).toBeGreaterThan(3);
  });

  it('publishes a site configuration whose logos are served', async () => {
    const config = (await get('/api/v1/site-config/')).json();
    expect(config.tagline).not.toBe('');
    expect(config.logo).toMatch(/^\/api\/v1\/media\//);
    const logo = await get(config.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect((await get('/api/v1/media/unknown-0000.svg')).statusCode).toBe(404);
  });

  it('serves a video by byte ranges, so a player can seek and resume', async () => {
    const course = (await get('/api/v1/courses/slug/digital-literacy-essentials/')).json();
    const sections = await t.ctx.db.query.contents.findMany({
      where: (c, { eq }) => eq(c.courseId, course.id),
    });
    const src = sections.find((c) => c.contentType === 'video')!.settings.video!.src;
    const whole = await get(src);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;

    const part = await t.app.inject({ method: 'GET', url: src, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));

    const tail = await t.app.inject({ method: 'GET', url: src, headers: { range: 'bytes=-50' } });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    const beyond = await t.app.inject({ method: 'GET', url: src, headers: { range: `bytes=${size + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('offers at least five programs covering free, trial, cohorts, full price and payment plans', async () => {
    const { count, results } = (await get('/api/v1/courses/?limit=100')).json();
    expect(count).toBeGreaterThanOrEqual(5);
    expect(results.some((c: { is_course_free: boolean }) => c.is_course_free)).toBe(true);
    expect(results.some((c: { is_trial: boolean }) => c.is_trial)).toBe(true);
    expect(results.some((c: { payment_plans: unknown[] }) => c.payment_plans.length > 0)).toBe(true);
    expect(
      results.some(
        (c: { is_course_free: boolean; payment_plans: unknown[]; price: number; is_cohort: boolean }) => {
          return !c.is_course_free && !c.is_cohort && c.payment_plans.length === 0 && c.price > 0;
        },
      ),
    ).toBe(true);
    const cohortProgram = results.find((c: { is_cohort: boolean }) => c.is_cohort);
    expect(cohortProgram.cohorts.length).toBeGreaterThanOrEqual(2);
    expect(cohortProgram.cohorts.some((c: { is_free: boolean }) => c.is_free)).toBe(true);
    for (const course of results) {
      expect(course.instructor).not.toBeNull();
      expect(course.section_count).toBeGreaterThanOrEqual(2);
    }
    const plan = results.find((c: { payment_plans: unknown[] }) => c.payment_plans.length > 0)
      .payment_plans[0];
    expect(plan.registration_fee).toBeGreaterThan(0);
    expect(plan.due_amount).toBe(
      plan.installments.reduce((t: number, i: { amount: number }) => t + i.amount, 0),
    );
  });

  it('holds every content type in every program, with quiz questions of both kinds', async () => {
    const { results } = (await get('/api/v1/courses/?limit=100')).json();
    for (const summary of results) {
      const course = (await get(`/api/v1/courses/${summary.id}/`)).json();
      const types = new Set(
        course.sections.flatMap((s: { contents: { content_type: string }[] }) =>
          s.contents.map((c) => c.content_type),
        ),
      );
      expect([...types].sort(), course.slug).toEqual([...CONTENT_TYPES].sort());
      expect(course.description.length).toBeGreaterThan(100);
    }
    const questions = await t.ctx.db.query.quizQuestions.findMany();
    expect(new Set(questions.map((q) => q.questionType))).toEqual(new Set(['mcq', 'subjective']));
    expect(questions.some((q) => q.multiple)).toBe(true);
  });

  it('has document requirements: one e-signature and one upload with rules', async () => {
    const documents = await t.ctx.db.query.globalDocuments.findMany();
    expect(documents.some((d) => d.documentType === 'docusign' && d.templateMarkdown)).toBe(true);
    expect(documents.some((d) => d.documentType === 'other' && d.fileExtensionTypes.length > 0)).toBe(true);
  });
});

describe('programs API', () => {
  it('pages with absolute next and previous links', async () => {
    const first = (await get('/api/v1/courses/?limit=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://portal.test/api/v1/courses/?limit=2&offset=2');
    const second = (await get('/api/v1/courses/?limit=2&offset=2')).json();
    expect(second.previous).toBe('http://portal.test/api/v1/courses/?limit=2&offset=0');
    expect(second.results[0].id).not.toBe(first.results[0].id);
  });

  it('searches by name', async () => {
    const { results } = (await get('/api/v1/courses/?limit=100')).json();
    const name: string = results[0].name;
    const found = (
      await get(`/api/v1/courses/?search=${encodeURIComponent(name.slice(0, 6).toLowerCase())}`)
    ).json();
    expect(found.results.map((c: { id: number }) => c.id)).toContain(results[0].id);
    expect((await get('/api/v1/courses/?search=zzzz-no-such-program')).json().count).toBe(0);
  });

  it('filters by kind and by price', async () => {
    const kinds = async (kind: string) =>
      (await get(`/api/v1/courses/?limit=100&kind=${kind}`)).json().results as {
        is_course_free: boolean;
        is_trial: boolean;
        is_cohort: boolean;
        payment_plans: unknown[];
        price: number;
      }[];
    expect((await kinds('free')).every((c) => c.is_course_free)).toBe(true);
    expect((await kinds('trial')).every((c) => c.is_trial)).toBe(true);
    expect((await kinds('cohort')).every((c) => c.is_cohort)).toBe(true);
    expect((await kinds('payment_plan')).every((c) => c.payment_plans.length > 0)).toBe(true);
    expect((await kinds('paid')).some((c) => c.is_course_free)).toBe(false);
    for (const kind of ['free', 'trial', 'cohort', 'payment_plan', 'paid'])
      expect((await kinds(kind)).length).toBeGreaterThan(0);
    const cheap = (await get('/api/v1/courses/?limit=100&max_price=15000')).json().results as {
      price: number;
    }[];
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((c) => c.price <= 15000)).toBe(true);
    expect((await get('/api/v1/courses/?kind=cheap')).statusCode).toBe(400);
  });

  it('finds one program by id or slug, with its outline in order', async () => {
    const { results } = (await get('/api/v1/courses/')).json();
    const byId = (await get(`/api/v1/courses/${results[0].id}/`)).json();
    const bySlug = (await get(`/api/v1/courses/slug/${results[0].slug}/`)).json();
    expect(bySlug).toEqual(byId);
    expect(byId.sections.map((s: { index: number }) => s.index)).toEqual(
      byId.sections.map((_: unknown, i: number) => i),
    );
    expect(byId.duration).toBe(
      byId.sections.reduce((t: number, s: { duration: number }) => t + s.duration, 0),
    );
  });

  it('answers 404 for an unknown program and 400 for a negative offset', async () => {
    expect((await get('/api/v1/courses/999999/')).json()).toMatchObject({ detail: 'Program not found.' });
    expect((await get('/api/v1/courses/slug/no-such-program/')).statusCode).toBe(404);
    const res = await get('/api/v1/courses/?offset=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('offset');
  });
});
