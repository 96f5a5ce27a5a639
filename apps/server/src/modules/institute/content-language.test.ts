import type {
  TCourseDetail,
  TLearningLevelsResponse,
  TListLiveSessionsResponse,
  TPaymentPlan,
  TRewardData,
  TSubscription,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { scheduleLiveSession } from '../live/live-schedule.service';

// 10:00 in Toronto, the demo institute's time zone
const NOW = new Date('2026-11-24T15:00:00Z');
const FRENCH = 'portal-language=fr-CA';
const COHORTS = 'early-childhood-education-assistant';
const PLANS = 'medical-office-administration';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => NOW });
});
afterAll(() => t.close());

async function get<T>(url: string, cookie = ''): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const course = (slug: string, cookie = '') => get<TCourseDetail>(`/api/v1/courses/slug/${slug}/`, cookie);

describe("cohorts' and payment plans' names in the reader's language", () => {
  it('names the cohorts and plans of a program in French for a French reader, else in English', async () => {
    const fr = await course(COHORTS, FRENCH);
    expect(fr.cohorts.map((c) => [c.name, c.lang])).toEqual([
      ['Cohorte d’accès communautaire du printemps 2027 (sans droits de scolarité)', 'fr-CA'],
      ['Cohorte de l’automne 2027', 'fr-CA'],
    ]);
    const en = await course(COHORTS);
    expect(en.cohorts.map((c) => [c.name, c.lang])).toEqual([
      ['Spring 2027 Community Access Cohort (tuition-free)', 'en'],
      ['Fall 2027 Cohort', 'en'],
    ]);

    const plans = await course(PLANS, FRENCH);
    expect(plans.payment_plans.map((p) => [p.name, p.lang])).toEqual([
      ['Frais d’inscription + 3 versements mensuels', 'fr-CA'],
      ['Frais d’inscription + 6 versements mensuels', 'fr-CA'],
    ]);
    const checkout = `/api/v1/payment-plans/?course=${plans.id}`;
    expect((await get<TPaymentPlan[]>(checkout, FRENCH)).map((p) => [p.name, p.lang])).toEqual([
      ['Frais d’inscription + 3 versements mensuels', 'fr-CA'],
      ['Frais d’inscription + 6 versements mensuels', 'fr-CA'],
    ]);
    expect((await get<TPaymentPlan[]>(checkout))[0]).toMatchObject({
      name: 'Registration fee + 3 monthly instalments',
      lang: 'en',
    });
  });

  it("names a student's program and cohort, and their cohort's live sessions, in the page's language", async () => {
    const email = 'amelie@example.ca';
    const { cookie } = await verifiedStudent(t, email);
    const program = await course(COHORTS);
    const cohort = program.cohorts.find((c) => c.is_free)!;
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: program.id, cohort: cohort.id, student_email: email },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const id = joined.json().id as number;

    const fr = await get<TSubscription>(`/api/v1/subscriptions/${id}/`, `${cookie}; ${FRENCH}`);
    expect(fr).toMatchObject({
      course_name: 'Aide en éducation de la petite enfance',
      course_name_lang: 'fr-CA',
      cohort: cohort.id,
      cohort_name: 'Cohorte d’accès communautaire du printemps 2027 (sans droits de scolarité)',
      cohort_name_lang: 'fr-CA',
    });
    const [en] = (await get<{ results: TSubscription[] }>('/api/v1/subscriptions/', cookie)).results;
    expect(en).toMatchObject({
      course_name: program.name,
      course_name_lang: 'en',
      cohort_name: 'Spring 2027 Community Access Cohort (tuition-free)',
      cohort_name_lang: 'en',
    });

    await scheduleLiveSession(t.ctx, {
      program: { slug: COHORTS },
      cohort: String(cohort.id),
      title: 'Circle time',
      start: new Date(NOW.getTime() + 60 * 60_000).toISOString(),
      durationMinutes: '60',
      meetingUrl: 'https://meet.jit.si/MapleRidgeLive',
    });
    const [session] = (await get<TListLiveSessionsResponse>('/api/v1/live-sessions/', `${cookie}; ${FRENCH}`))
      .results;
    // staff write a session's title in the institute's default language
    expect(session).toMatchObject({
      title: 'Circle time',
      lang: 'en',
      course: { name: 'Aide en éducation de la petite enfance', lang: 'fr-CA' },
      cohort_id: cohort.id,
      cohort_name: 'Cohorte d’accès communautaire du printemps 2027 (sans droits de scolarité)',
      cohort_name_lang: 'fr-CA',
    });
    const one = await get<TListLiveSessionsResponse['results'][number]>(
      `/api/v1/live-sessions/${session!.id}/`,
      cookie,
    );
    expect(one).toMatchObject({
      course: { name: program.name, lang: 'en' },
      cohort_name: 'Spring 2027 Community Access Cohort (tuition-free)',
      cohort_name_lang: 'en',
    });
  });

  it("names the reward levels in the page's language", async () => {
    const { cookie } = await verifiedStudent(t, 'gabriel@example.ca');
    const fr = await get<TLearningLevelsResponse>('/api/v1/gamification/levels/', `${cookie}; ${FRENCH}`);
    expect(fr.levels.map((l) => [l.name, l.lang])).toEqual([
      ['Explorateur', 'fr-CA'],
      ['Apprenti', 'fr-CA'],
      ['Battant', 'fr-CA'],
      ['Érudit', 'fr-CA'],
      ['Maître', 'fr-CA'],
    ]);
    expect(
      (await get<TRewardData>('/api/v1/gamification/points/', `${cookie}; ${FRENCH}`)).level,
    ).toMatchObject({
      name: 'Explorateur',
      lang: 'fr-CA',
    });
    expect((await get<TRewardData>('/api/v1/gamification/points/', cookie)).level).toMatchObject({
      name: 'Explorer',
      lang: 'en',
    });
  });
});
