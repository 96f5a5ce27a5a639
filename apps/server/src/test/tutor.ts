import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TTutorDoneEvent, TTutorMessage, TTutorSource } from '@portal/contract';
import { expect } from 'vitest';
import { grantAccess } from '../modules/enrolment/enrolment.service';
import { demoContentDir } from '../paths';
import type { Enrolled } from './journey';
import { ORIGIN, verifiedStudent } from './students';
import type { TestApp } from './test-app';

export type StreamEvent = { event: string; data: unknown };

/** Server-sent events as a client reads them: `event:` and JSON `data:` lines, blocks apart, comments skipped. */
export function parseEvents(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((l) => l.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return { event: field('event')!, data: JSON.parse(field('data')!) };
    });
}

export const tutorUrl = (subscription: number, action = '') =>
  `/api/v1/tutor/conversations/${subscription}/${action}`;

export const askCall = (t: TestApp, s: Enrolled, question: unknown, subscription = s.subscription) =>
  t.app.inject({
    method: 'POST',
    url: tutorUrl(subscription, 'ask/'),
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { question },
  });

export type Answer = {
  events: StreamEvent[];
  question: TTutorMessage;
  sources: TTutorSource[];
  /** The answer as the tokens spelled it. */
  text: string;
  done: TTutorDoneEvent | null;
  error: string | null;
};

/** Asks a question that must be taken, and reads the whole stream. */
export async function ask(t: TestApp, s: Enrolled, question: string): Promise<Answer> {
  const res = await askCall(t, s, question);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  const events = parseEvents(res.body);
  const one = (name: string) => events.find((e) => e.event === name)?.data;
  return {
    events,
    question: one('question') as TTutorMessage,
    sources: (one('sources') as { sources: TTutorSource[] } | undefined)?.sources ?? [],
    text: events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { text: string }).text)
      .join(''),
    done: (one('done') as TTutorDoneEvent | undefined) ?? null,
    error: (one('error') as { detail: string } | undefined)?.detail ?? null,
  };
}

/** A change of one content file: a replacement, or a rewrite of its whole text. */
export type ContentEdit = { file: string } & (
  { from: string | RegExp; to: string } | { rewrite: (text: string) => string }
);

/** A copy of the demo content with some texts replaced, for an institute set up otherwise. */
export function demoContentWith(edits: ContentEdit[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-content-'));
  cpSync(demoContentDir, root, { recursive: true });
  for (const edit of edits) {
    const file = path.join(root, edit.file);
    const text = readFileSync(file, 'utf8');
    const changed = 'rewrite' in edit ? edit.rewrite(text) : text.replace(edit.from, edit.to);
    expect(changed, `${edit.file} changed`).not.toBe(text);
    writeFileSync(file, changed);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Edits of the demo institute.yaml for other tutor settings. */
export function tutorSettings(settings: { daily_quota?: number; per_minute?: number; on?: boolean }) {
  const edits: ContentEdit[] = [];
  if (settings.daily_quota !== undefined || settings.per_minute !== undefined)
    edits.push({
      file: 'institute.yaml',
      from: /^tutor:\n {2}daily_quota: \d+\n {2}per_minute: \d+\n/m,
      to: `tutor:\n  daily_quota: ${settings.daily_quota ?? 50}\n  per_minute: ${settings.per_minute ?? 6}\n`,
    });
  if (settings.on === false)
    edits.push({ file: 'institute.yaml', from: 'power_tutor: true', to: 'power_tutor: false' });
  return edits;
}

/** A verified student the school opened these programs to: their subscription to each, by slug. */
export async function studentIn(
  t: TestApp,
  email: string,
  slugs: string[],
): Promise<Record<string, Enrolled>> {
  const { cookie, me } = await verifiedStudent(t, email);
  for (const slug of slugs) await grantAccess(t.ctx, me.profile.id, slug, '');
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/', headers: { cookie } });
  const list = res.json().results as { id: number; course: number; course_slug: string }[];
  return Object.fromEntries(
    list.map((s) => [
      s.course_slug,
      {
        cookie,
        email,
        profileId: me.profile.id,
        course: { id: s.course, slug: s.course_slug },
        subscription: s.id,
      },
    ]),
  );
}
