import type { TListQuizAccommodationsResponse, TListQuizAttemptsResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { type Enrolled, completeBefore, enrolledStudent, itemByName } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

// terminology quiz: 10 minutes
const PROGRAM = 'medical-office-administration';
const QUIZ = 'Quiz: terminology and the front desk';

let t: TestApp;
let registrar: StaffClient;
let instructor: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  registrar = await staffMember(t, 'registrar');
  instructor = await staffMember(t, 'instructor');
}, 120_000);
afterAll(() => t.close());

const url = (student: number, program?: string | number) =>
  `/api/v1/staff/students/${student}/quiz-accommodations/${program === undefined ? '' : `${program}/`}`;
const send = (member: StaffClient, method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie: member.cookie, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });

async function allowedMinutes(s: Enrolled, quiz: number): Promise<TListQuizAttemptsResponse> {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/v1/quizzes/?content=${quiz}&subscription=${s.subscription}`,
    headers: { cookie: s.cookie },
  });
  return list.json();
}

describe('extra time set from the console', () => {
  it('sets, replaces and removes a student’s extra time, each write audited; the quiz clock follows', async () => {
    const s = await enrolledStudent(t, 'console.accommodated@example.ca', PROGRAM);
    const quiz = await itemByName(t, s, QUIZ);
    await completeBefore(t, s, quiz.id);

    const everywhere = await send(registrar, 'PUT', url(s.profileId, 'all'), {
      multiplier: 1.5,
      note: 'Letter from the accessibility office.',
    });
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect(everywhere.json()).toMatchObject({
      program: null,
      multiplier: 1.5,
      extra_minutes: null,
      note: 'Letter from the accessibility office.',
    });
    expect(await allowedMinutes(s, quiz.id)).toMatchObject({ allowed_minutes: 15, accommodated: true });

    const own = await send(registrar, 'PUT', url(s.profileId, s.course.id), { extra_minutes: 10 });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ program: { id: s.course.id }, multiplier: null, extra_minutes: 10 });
    // the program's own wins over the one for every program
    expect(await allowedMinutes(s, quiz.id)).toMatchObject({ allowed_minutes: 20 });
    const replaced = await send(registrar, 'PUT', url(s.profileId, s.course.id), { multiplier: 2 });
    expect(replaced.json()).toMatchObject({ multiplier: 2, extra_minutes: null, note: '' });
    expect(await allowedMinutes(s, quiz.id)).toMatchObject({ allowed_minutes: 20 });

    const listed: TListQuizAccommodationsResponse = (await send(registrar, 'GET', url(s.profileId))).json();
    expect(listed.results.map((a) => [a.program?.id ?? null, a.multiplier, a.extra_minutes])).toEqual([
      [null, 1.5, null],
      [s.course.id, 2, null],
    ]);

    expect((await send(registrar, 'DELETE', url(s.profileId, s.course.id))).statusCode).toBe(204);
    expect((await send(registrar, 'DELETE', url(s.profileId, s.course.id))).statusCode).toBe(404);
    expect(await allowedMinutes(s, quiz.id)).toMatchObject({ allowed_minutes: 15 });
    expect((await send(registrar, 'GET', url(s.profileId))).json().results).toHaveLength(1);

    const audit = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entity, 'quiz_accommodation'), eq(auditEntries.actorEmail, registrar.email)),
      );
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'quiz_accommodation.set',
        null,
        { multiplier: '1.50', extra_minutes: null, note: 'Letter from the accessibility office.' },
      ],
      ['quiz_accommodation.set', null, { multiplier: null, extra_minutes: 10, note: '' }],
      [
        'quiz_accommodation.set',
        { multiplier: null, extra_minutes: 10 },
        { multiplier: '2.00', extra_minutes: null },
      ],
      ['quiz_accommodation.clear', { multiplier: '2.00', extra_minutes: null, note: '' }, null],
    ]);
  });

  it('refuses extra time it cannot use, an unknown program or student, and the staff who do not keep records', async () => {
    const s = await enrolledStudent(t, 'console.refused@example.ca', PROGRAM);
    const refused = async (body: object, field: string, message: string) => {
      const res = await send(registrar, 'PUT', url(s.profileId, 'all'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()[field], JSON.stringify(body)).toEqual([message]);
    };
    const multiplier = 'A multiplier above 1 and up to 4, such as 1.5.';
    const minutes = 'A whole number of minutes from 1 to 600.';
    const oneOf = 'Give either a multiplier or extra minutes.';
    await refused({ multiplier: 1 }, 'multiplier', multiplier);
    await refused({ multiplier: 4.5 }, 'multiplier', multiplier);
    await refused({ multiplier: 1.333 }, 'multiplier', multiplier);
    await refused({ extra_minutes: 0 }, 'extra_minutes', minutes);
    await refused({ extra_minutes: 601 }, 'extra_minutes', minutes);
    await refused({ extra_minutes: 2.5 }, 'extra_minutes', minutes);
    await refused({}, 'non_field_errors', oneOf);
    await refused({ multiplier: 1.5, extra_minutes: 5 }, 'non_field_errors', oneOf);
    const coded = await send(registrar, 'PUT', url(s.profileId, 'all'), { multiplier: 9 });
    expect(coded.json().codes).toEqual({
      multiplier: [{ code: 'staff.forms.extraTimeMultiplier', params: { max: 4 } }],
    });
    expect((await send(registrar, 'PUT', url(s.profileId, 'some'), { multiplier: 2 })).statusCode).toBe(400);
    expect((await send(registrar, 'PUT', url(s.profileId, 999999), { multiplier: 2 })).statusCode).toBe(404);
    expect((await send(registrar, 'PUT', url(999999, 'all'), { multiplier: 2 })).statusCode).toBe(404);
    expect((await send(registrar, 'GET', url(999999))).statusCode).toBe(404);
    expect((await send(registrar, 'DELETE', url(s.profileId, 'all'))).statusCode).toBe(404);
    expect((await send(instructor, 'GET', url(s.profileId))).statusCode).toBe(403);
    expect((await send(instructor, 'PUT', url(s.profileId, 'all'), { multiplier: 2 })).statusCode).toBe(403);
    expect((await send(registrar, 'GET', url(s.profileId))).json().results).toEqual([]);
  });
});
