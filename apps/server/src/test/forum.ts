import type { TForumThread } from '@portal/contract';
import { expect } from 'vitest';
import { setPostHidden } from '../modules/forum/staff-forum-posts.service';
import { ORIGIN, clientAddress } from './students';
import type { TestApp } from './test-app';

/** A thread a student starts on a board (a program's, or the general one when `course` is null). */
export async function startThread(
  t: TestApp,
  cookie: string,
  course: number | null,
  title: string,
  body: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/forum/threads/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course, title, body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TForumThread;
}

/** A reply on a thread: its post's id. */
export async function replyTo(t: TestApp, cookie: string, thread: number, body: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/forum/threads/${thread}/posts/`,
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A post opening a thread of the general board, hidden by the operator when asked: its id. */
export async function generalPost(t: TestApp, cookie: string, { hidden = false } = {}): Promise<number> {
  const thread = await startThread(t, cookie, null, 'Study group', 'Who is in?');
  const id = thread.posts[0]!.id;
  if (hidden) await setPostHidden(t.ctx, id, true);
  return id;
}
