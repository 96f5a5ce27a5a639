import type { TVerifiedField } from '@portal/contract';
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { StudentSession } from '../modules/auth/session';
import { findProfileByUserId } from '../modules/auth/students.service';
import type { TestApp } from './test-app';
import { reviewProfileField } from '../modules/profile/profile-field-reviews.service';
import { OPERATOR } from '../modules/staff/audit-log';

export const ORIGIN = 'http://portal.test';
export const PASSWORD = 'maple leaf 2026';

/** A client address of its own, so rate limits of one test do not spill into another. */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const list = (Array.isArray(header) ? header : header ? [String(header)] : []) as string[];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function latestMail(t: TestApp, to: string) {
  // mail a request left to background work (a receipt) is sent first
  await t.ctx.jobs.drain();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().results[0] as
    { subject: string; text: string; html: string; links: string[] } | undefined;
}

/** The token of the last link mailed to `to` that leads to `page`. */
export async function mailedToken(t: TestApp, to: string, page: string): Promise<string> {
  const mail = await latestMail(t, to);
  const link = mail?.links.find((l) => new URL(l).pathname === page);
  expect(link, `a link to ${page} mailed to ${to}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

export async function signUp(
  t: TestApp,
  student: { email: string; password?: string; first_name?: string; last_name?: string; language?: string },
  ip = clientAddress(),
) {
  const first = student.first_name ?? 'Test';
  const last = student.last_name ?? 'Student';
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': ip },
    payload: {
      name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      email: student.email,
      password: student.password ?? PASSWORD,
      language: student.language ?? 'en',
      callbackURL: '/dashboard',
    },
  });
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, ip = clientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': ip },
    payload: { email, password },
  });
}

export async function verifyEmail(t: TestApp, token: string, cookie = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    headers: { cookie, 'x-forwarded-for': clientAddress() },
  });
}

/** A new student who signed up and followed the verification link: their session cookie. */
export async function verifiedStudent(
  t: TestApp,
  email: string,
  names: { first_name?: string; last_name?: string } = {},
) {
  expect((await signUp(t, { email, ...names })).statusCode).toBe(200);
  const verified = await verifyEmail(t, await mailedToken(t, email, '/auth/verify'));
  expect(verified.statusCode).toBe(200);
  const cookie = cookieOf(verified);
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } });
  return { cookie, me: me.json() as { id: string; profile: { id: number } } };
}

/** What `requireStudent` hands a service, for a test that calls the service as its route would. */
export async function studentSession(t: TestApp, email: string, userId: string): Promise<StudentSession> {
  return {
    user: { id: userId, email, name: 'Test Student', emailVerified: true, language: 'en' },
    sessionId: 'test-session',
    profile: (await findProfileByUserId(t.ctx.db, userId))!,
  };
}

/** Subscribes the signed-in student to a program, as the catalogue does; answers the subscription's id. */
export async function subscribe(t: TestApp, cookie: string, email: string, course: number): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course, student_email: email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** The school's decision on a field of a student's profile, as `portal verify-field` takes it. */
export const decideField = (
  t: TestApp,
  profileId: number,
  field: TVerifiedField,
  decision: 'verified' | 'rejected',
  remarks = '',
) => reviewProfileField(t.ctx, OPERATOR, profileId, field, { decision, remarks });
