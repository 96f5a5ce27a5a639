import type { TContentSummary, TListCourseSectionsResponse } from '@portal/contract';
import { expect } from 'vitest';
import { grantAccess } from '../modules/enrolment/enrolment.service';
import { markCompleted } from '../modules/journey/journey.service';
import { recordAttendance } from '../modules/journey/school-records.service';
import { ORIGIN, clientAddress, verifiedStudent } from './students';
import type { TestApp } from './test-app';
import { SAMPLE, upload } from './uploads';

export type Enrolled = {
  cookie: string;
  email: string;
  profileId: number;
  course: { id: number; slug: string };
  subscription: number;
};

/** A verified student subscribed to a demo program by its slug, with access opened by the school if needed. */
export async function enrolledStudent(t: TestApp, email: string, slug: string): Promise<Enrolled> {
  const { cookie, me } = await verifiedStudent(t, email);
  const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${slug}/` })).json();
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  expect(joined.statusCode).toBe(200);
  if (joined.json().status === 'unpaid') await grantAccess(t.ctx, me.profile.id, slug, '');
  return {
    cookie,
    email,
    profileId: me.profile.id,
    course: { id: course.id, slug },
    subscription: joined.json().id,
  };
}

export async function sectionsOf(t: TestApp, s: Enrolled): Promise<TListCourseSectionsResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sections/?course=${s.course.id}`,
    headers: { cookie: s.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The program's items in order, as the sidebar lists them. */
export async function itemsOf(t: TestApp, s: Enrolled): Promise<TContentSummary[]> {
  return (await sectionsOf(t, s)).results.flatMap((section) => section.contents);
}

export async function itemByName(t: TestApp, s: Enrolled, name: string): Promise<TContentSummary> {
  const found = (await itemsOf(t, s)).find((c) => c.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

export const contentUrl = (s: Enrolled, id: number, action = '') =>
  `/api/v1/contents/${id}/${action}?subscription=${s.subscription}`;

export async function contentOf(t: TestApp, s: Enrolled, id: number) {
  const res = await t.app.inject({ method: 'GET', url: contentUrl(s, id), headers: { cookie: s.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function submit(
  t: TestApp,
  s: Enrolled,
  id: number,
  answer: { text?: string; file?: number | null },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/contents/${id}/submissions/`,
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { subscription: s.subscription, ...answer },
  });
}

export async function uploadFor(t: TestApp, s: Enrolled, id: number, file: { name: string; bytes: Buffer }) {
  return upload(t, s.cookie, file, `?purpose=submission&content=${id}`);
}

/** A written answer, or an uploaded PDF where the item takes files only. */
async function answerFor(t: TestApp, s: Enrolled, id: number) {
  const { assignment } = await contentOf(t, s, id);
  if (assignment.submission !== 'file') return { text: 'My work.' };
  const uploaded = await uploadFor(t, s, id, { name: 'work.pdf', bytes: SAMPLE.pdf });
  expect(uploaded.statusCode).toBe(201);
  return { file: uploaded.json().id as number };
}

/** Completes every mandatory item before the given one, each the way the student or school would. */
export async function completeBefore(t: TestApp, s: Enrolled, contentId: number): Promise<void> {
  for (const item of await itemsOf(t, s)) {
    if (item.id === contentId) return;
    if (item.can_skip || item.is_completed) continue;
    switch (item.content_type) {
      case 'lesson':
      case 'document':
      case 'video':
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: contentUrl(s, item.id, 'view/'),
              headers: { cookie: s.cookie },
            })
          ).statusCode,
        ).toBe(200);
        break;
      case 'assignment':
      case 'homework':
        expect((await submit(t, s, item.id, await answerFor(t, s, item.id))).statusCode).toBe(200);
        break;
      case 'quiz':
        await markCompleted(t.ctx.db, s.subscription, item.id, t.ctx.now());
        break;
      case 'in_class_quota':
      case 'quota': {
        const { quota } = await contentOf(t, s, item.id);
        await recordAttendance(t.ctx, s.profileId, s.course.slug, String(item.id), quota.required_count);
        break;
      }
    }
  }
  throw new Error(`no item ${contentId}`);
}

/**
 * A student of the digital literacy program who has handed in its assignment with a PDF: answers the
 * student, the item and the work's name in the graders' queue.
 */
export async function handInWork(
  t: TestApp,
  email: string,
): Promise<{ s: Enrolled; task: number; id: string }> {
  const s = await enrolledStudent(t, email, 'digital-literacy-essentials');
  const task = (await itemByName(t, s, 'Send a professional email with an attachment')).id;
  await completeBefore(t, s, task);
  const pdf = await uploadFor(t, s, task, { name: 'email.pdf', bytes: SAMPLE.pdf });
  const sent = await submit(t, s, task, { file: pdf.json().id });
  expect(sent.statusCode, sent.body).toBe(200);
  return { s, task, id: `work-${sent.json().submission.id}` };
}
