import {
  FORUM_EDIT_WINDOW_MINUTES,
  FORUM_MESSAGES,
  type TForumBoard,
  type TForumPost,
  type TForumThread,
  type TListNotificationsResponse,
  notificationPath,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { grantAccess, graduate } from '../enrolment/enrolment.service';
import { setPostHidden } from './staff-forum-posts.service';

const FREE = 'digital-literacy-essentials';
const PAID = 'food-handler-certification';
const MINUTE = 60 * 1000;

let t: TestApp;
// each reading of the clock is a second later, so posts keep their order; `later` jumps ahead
let clock = Date.parse('2026-03-02T15:00:00Z');
const later = (ms: number) => (clock += ms);

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date((clock += 1000)) });
});
afterAll(() => t.close());

type Student = { cookie: string; profileId: number; subscriptions: Record<string, number> };

async function courseOf(slug: string): Promise<{ id: number; contents: number[] }> {
  const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${slug}/` })).json();
  return {
    id: course.id,
    contents: course.sections.flatMap((s: { contents: { id: number }[] }) => s.contents.map((c) => c.id)),
  };
}

/** A verified student subscribed to the programs given, each open to them. */
async function student(
  email: string,
  programs: string[] = [],
  names: { first_name?: string; last_name?: string } = {},
): Promise<Student> {
  const { cookie, me } = await verifiedStudent(t, email, names);
  const subscriptions: Record<string, number> = {};
  for (const slug of programs) {
    const joined = await subscribe(cookie, email, slug);
    if (joined.status === 'unpaid') await grantAccess(t.ctx, me.profile.id, slug, '');
    subscriptions[slug] = joined.id;
  }
  return { cookie, profileId: me.profile.id, subscriptions };
}

async function subscribe(cookie: string, email: string, slug: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: (await courseOf(slug)).id, student_email: email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; status: string };
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', cookie: string, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload });

async function boards(s: Student): Promise<TForumBoard[]> {
  const res = await get(s.cookie, '/api/v1/forum/boards/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

async function startThread(s: Student, course: number | null, title = 'Study group', body = 'Who is in?') {
  const res = await send('POST', s.cookie, '/api/v1/forum/threads/', { course, title, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TForumThread;
}

async function reply(s: Student, threadId: number, body: string) {
  const res = await send('POST', s.cookie, `/api/v1/forum/threads/${threadId}/posts/`, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TForumPost;
}

async function read(s: Student, threadId: number) {
  const res = await get(s.cookie, `/api/v1/forum/threads/${threadId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TForumThread;
}

async function threads(s: Student, query = '') {
  const res = await get(s.cookie, `/api/v1/forum/threads/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    next: string | null;
    previous: string | null;
    results: { id: number; title: string; reply_count: number; unread_count: number }[];
  };
}

async function forumNotifications(s: Student) {
  const res = await get(s.cookie, '/api/v1/notifications/?notification__type=discussion_board&limit=100');
  return (res.json() as TListNotificationsResponse).results.map((n) => n.notification);
}

describe('boards', () => {
  it('are the general one and one per program the student may enter', async () => {
    const s = await student('boards@example.ca');
    expect(await boards(s)).toEqual([{ course: null, thread_count: 0, unread_count: 0 }]);

    const free = await courseOf(FREE);
    await subscribe(s.cookie, 'boards@example.ca', FREE);
    // subscribed but waiting for payment: not in the program yet
    await subscribe(s.cookie, 'boards@example.ca', PAID);
    expect((await boards(s)).map((b) => b.course)).toEqual([
      null,
      { id: free.id, name: 'Digital Literacy Essentials', lang: 'en', slug: FREE },
    ]);
    // a French page reads the program's name in French (ADR 049)
    const french = await get(`${s.cookie}; portal-language=fr-CA`, '/api/v1/forum/boards/');
    expect(french.json().results[1].course).toMatchObject({
      name: 'L’essentiel de la littératie numérique',
      lang: 'fr-CA',
    });

    // a graduate keeps the board, even once the room has closed
    await graduate(t.ctx, s.profileId, FREE, null);
    await grantAccess(t.ctx, s.profileId, PAID, '');
    expect((await boards(s)).map((b) => b.course?.slug ?? null)).toEqual([null, PAID, FREE]);
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/v1/forum/threads/'])).toEqual(['get', 'post']);
    expect(doc.paths['/api/v1/forum/threads/{id}/posts/'].post.responses['201']).toBeDefined();
    expect(Object.keys(doc.paths['/api/v1/forum/posts/{id}/'])).toEqual(['patch', 'delete']);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/forum/boards/' });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a program's board to a student not in it, and hides its threads", async () => {
    const member = await student('member@example.ca', [PAID]);
    const outsider = await student('outsider@example.ca', [FREE]);
    const paid = await courseOf(PAID);

    const listed = await get(outsider.cookie, `/api/v1/forum/threads/?course=${paid.id}`);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ detail: FORUM_MESSAGES.notEnrolled });
    const created = await send('POST', outsider.cookie, '/api/v1/forum/threads/', {
      course: paid.id,
      title: 'Sneaking in',
      body: 'Hello',
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ detail: FORUM_MESSAGES.notEnrolled });

    const thread = await startThread(member, paid.id, 'Members only');
    const postId = thread.posts[0]!.id;
    expect((await get(outsider.cookie, `/api/v1/forum/threads/${thread.id}/`)).statusCode).toBe(404);
    expect(
      (await send('POST', outsider.cookie, `/api/v1/forum/threads/${thread.id}/posts/`, { body: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', outsider.cookie, `/api/v1/forum/posts/${postId}/`, { body: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await get(outsider.cookie, '/api/v1/forum/threads/999999/')).statusCode).toBe(404);
  });
});

describe('threads', () => {
  it('starts a thread with its first post and lists threads by latest activity, page by page', async () => {
    const s = await student('pager@example.ca', [FREE], { first_name: 'Priya', last_name: 'Nair' });
    const course = (await courseOf(FREE)).id;
    const first = await startThread(s, course, '  First topic  ', 'Body one');
    expect(first).toMatchObject({
      title: 'First topic',
      course_id: course,
      course: { id: course, lang: 'en', slug: FREE },
      subscription_id: s.subscriptions[FREE],
      author: { name: 'Priya Nair', initials: 'PN', is_me: true },
      reply_count: 0,
      unread_count: 0,
      posts: [
        {
          body: 'Body one',
          state: 'visible',
          mentions: [],
          edited_at: null,
          can_edit: true,
          unread: false,
          author: { name: 'Priya Nair', initials: 'PN', is_me: true },
        },
      ],
    });
    // a French page reads the thread's program in French (ADR 049)
    const french = await get(`${s.cookie}; portal-language=fr-CA`, `/api/v1/forum/threads/${first.id}/`);
    expect(french.json().course).toMatchObject({
      name: 'L’essentiel de la littératie numérique',
      lang: 'fr-CA',
    });
    const second = await startThread(s, course, 'Second topic');
    const third = await startThread(s, course, 'Third topic');
    // a reply brings its thread to the top
    await reply(s, first.id, 'Bumping my own thread');

    const page = await threads(s, `?course=${course}&limit=2`);
    expect(page.count).toBe(3);
    expect(page.results.map((r) => r.id)).toEqual([first.id, third.id]);
    expect(page.results[0]!.reply_count).toBe(1);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`http://portal.test/api/v1/forum/threads/?course=${course}&limit=2&offset=2`);
    const rest = await threads(s, `?course=${course}&limit=2&offset=2`);
    expect(rest.results.map((r) => r.id)).toEqual([second.id]);
    expect(rest.next).toBeNull();
    expect(rest.previous).toBe(`http://portal.test/api/v1/forum/threads/?course=${course}&limit=2&offset=0`);

    // the general board is another board
    expect((await threads(s)).results.map((r) => r.title)).not.toContain('First topic');
  });

  it('refuses empty and over-long titles and bodies with the contract’s messages', async () => {
    const s = await student('typo@example.ca');
    const create = (payload: object) => send('POST', s.cookie, '/api/v1/forum/threads/', payload);

    const missing = await create({ body: 'Text' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      title: [FORUM_MESSAGES.titleRequired],
      codes: { title: [{ code: 'forum.titleRequired' }] },
    });
    const blank = await create({ title: '  ', body: '   ' });
    expect(blank.json()).toEqual({
      title: [FORUM_MESSAGES.titleTooShort],
      body: [FORUM_MESSAGES.bodyRequired],
      codes: { title: [{ code: 'forum.titleTooShort' }], body: [{ code: 'forum.bodyRequired' }] },
    });
    const long = await create({ title: 'x'.repeat(201), body: 'y'.repeat(10001) });
    expect(long.json()).toMatchObject({
      title: [FORUM_MESSAGES.titleTooLong],
      body: [FORUM_MESSAGES.bodyTooLong],
      codes: { title: [{ code: 'forum.titleTooLong' }], body: [{ code: 'forum.bodyTooLong' }] },
    });

    const thread = await startThread(s, null);
    const emptyReply = await send('POST', s.cookie, `/api/v1/forum/threads/${thread.id}/posts/`, {
      body: '',
    });
    expect(emptyReply.statusCode).toBe(400);
    expect(emptyReply.json()).toEqual({
      body: [FORUM_MESSAGES.bodyRequired],
      codes: { body: [{ code: 'forum.bodyRequired' }] },
    });
    const emptyEdit = await send('PATCH', s.cookie, `/api/v1/forum/posts/${thread.posts[0]!.id}/`, {
      body: ' ',
    });
    expect(emptyEdit.json()).toMatchObject({ body: [FORUM_MESSAGES.bodyRequired] });
  });

  it('keeps HTML in a post exactly as typed', async () => {
    const s = await student('html@example.ca');
    const body = '<script>alert("hi")</script> and <img src=x onerror=alert(1)> **bold**';
    const thread = await startThread(s, null, 'HTML test', body);
    expect((await read(s, thread.id)).posts[0]!.body).toBe(body);
  });

  it('limits how fast one student posts', async () => {
    const s = await student('chatty@example.ca');
    const thread = await startThread(s, null);
    for (let i = 1; i < 20; i++) await reply(s, thread.id, `Reply ${i}`);
    const tooMany = await send('POST', s.cookie, `/api/v1/forum/threads/${thread.id}/posts/`, {
      body: 'One more',
    });
    expect(tooMany.statusCode).toBe(429);
    later(11 * MINUTE);
    await reply(s, thread.id, 'After a pause');
  });
});

describe('editing and deleting own posts', () => {
  it('edits and deletes within the window, then no more; never another’s post', async () => {
    const author = await student('editor@example.ca');
    const other = await student('bystander@example.ca');
    const thread = await startThread(author, null, 'Typos', 'Frist post');
    const postId = thread.posts[0]!.id;

    const edited = await send('PATCH', author.cookie, `/api/v1/forum/posts/${postId}/`, {
      body: 'First post',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'First post', state: 'visible', can_edit: true });
    expect(edited.json().edited_at).not.toBeNull();
    expect((await read(other, thread.id)).posts[0]).toMatchObject({
      body: 'First post',
      edited_at: edited.json().edited_at,
      can_edit: false,
    });

    const othersEdit = await send('PATCH', other.cookie, `/api/v1/forum/posts/${postId}/`, { body: 'Mine' });
    expect(othersEdit.statusCode).toBe(403);
    expect(othersEdit.json()).toMatchObject({ detail: FORUM_MESSAGES.notYours });
    const othersDelete = await send('DELETE', other.cookie, `/api/v1/forum/posts/${postId}/`);
    expect(othersDelete.statusCode).toBe(403);

    const mistake = await reply(author, thread.id, 'Posted in the wrong thread');
    const deleted = await send('DELETE', author.cookie, `/api/v1/forum/posts/${mistake.id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: mistake.id, body: '', state: 'deleted', can_edit: false });
    const seen = await read(other, thread.id);
    expect(seen.posts.map((p) => [p.state, p.body])).toEqual([
      ['visible', 'First post'],
      ['deleted', ''],
    ]);
    expect(seen.reply_count).toBe(0);
    expect(
      (await send('PATCH', author.cookie, `/api/v1/forum/posts/${mistake.id}/`, { body: 'Back' })).statusCode,
    ).toBe(404);

    later((FORUM_EDIT_WINDOW_MINUTES + 1) * MINUTE);
    expect((await read(author, thread.id)).posts[0]!.can_edit).toBe(false);
    const tooLate = await send('PATCH', author.cookie, `/api/v1/forum/posts/${postId}/`, { body: 'Again' });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toEqual({
      non_field_errors: [FORUM_MESSAGES.editWindowOver],
      codes: { non_field_errors: [{ code: 'forum.editWindowOver', params: { minutes: 30 } }] },
    });
    const lateDelete = await send('DELETE', author.cookie, `/api/v1/forum/posts/${postId}/`);
    expect(lateDelete.statusCode).toBe(400);
    expect(lateDelete.json()).toEqual({
      non_field_errors: [FORUM_MESSAGES.editWindowOver],
      codes: { non_field_errors: [{ code: 'forum.editWindowOver', params: { minutes: 30 } }] },
    });
  });
});

describe('unread posts', () => {
  it('counts posts by others since the student last read the thread', async () => {
    const a = await student('reader-a@example.ca', [PAID]);
    const b = await student('reader-b@example.ca', [PAID]);
    const course = (await courseOf(PAID)).id;
    const boardOf = async (s: Student) => (await boards(s)).find((x) => x.course?.id === course)!;
    const before = (await boardOf(b)).unread_count;

    const thread = await startThread(a, course, 'Unread test');
    expect((await boardOf(a)).unread_count).toBe(before);
    expect((await boardOf(b)).unread_count).toBe(before + 1);
    expect((await threads(b, `?course=${course}`)).results[0]).toMatchObject({
      id: thread.id,
      unread_count: 1,
    });

    const opened = await read(b, thread.id);
    expect(opened.unread_count).toBe(1);
    expect(opened.posts[0]!.unread).toBe(true);
    expect((await threads(b, `?course=${course}`)).results[0]!.unread_count).toBe(0);
    expect((await read(b, thread.id)).posts[0]!.unread).toBe(false);

    await reply(a, thread.id, 'One');
    await reply(a, thread.id, 'Two');
    await reply(b, thread.id, 'My own reply is never unread to me');
    expect((await threads(b, `?course=${course}`)).results[0]!.unread_count).toBe(0);
    await reply(a, thread.id, 'Three');
    expect((await threads(b, `?course=${course}`)).results[0]!.unread_count).toBe(1);
    expect((await boardOf(b)).unread_count).toBe(before + 1);
    expect((await read(b, thread.id)).posts.map((p) => p.unread)).toEqual([false, false, false, false, true]);
    // replying is done from the thread, so it marks the replier's reading too
    expect((await threads(a, `?course=${course}`)).results[0]!.unread_count).toBe(0);
    await reply(b, thread.id, 'Thanks');
    expect((await threads(a, `?course=${course}`)).results[0]!.unread_count).toBe(1);
  });
});

describe('mentions', () => {
  it("resolves content of the thread's own program only", async () => {
    const s = await student('mentions@example.ca', [FREE]);
    const free = await courseOf(FREE);
    const paid = await courseOf(PAID);
    const [own, ownToo] = free.contents;
    const foreign = paid.contents[0];
    const body = `See [[content:${own}]], [[content:${foreign}]], [[content:${own}]] and [[content:${ownToo}]].`;

    const thread = await startThread(s, free.id, 'Mentions', body);
    const post = (await read(s, thread.id)).posts[0]!;
    expect(post.body).toBe(body);
    expect(post.mentions.map((m) => m.content_id)).toEqual([own, ownToo]);
    expect(post.mentions[0]).toEqual({
      content_id: own,
      name: expect.any(String),
      content_type: expect.stringMatching(/^[a-z_]+$/),
    });

    // the general board belongs to no program
    const general = await startThread(s, null, 'No program here', `[[content:${own}]]`);
    expect(general.posts[0]!.mentions).toEqual([]);
  });
});

describe('reply notifications', () => {
  it("tell the thread's author and earlier repliers, each with their own room, never oneself", async () => {
    const a = await student('thread-author@example.ca', [FREE], { first_name: 'Ada', last_name: 'Lee' });
    const b = await student('first-replier@example.ca', [FREE], { first_name: 'Ben', last_name: 'Roy' });
    const c = await student('second-replier@example.ca', [FREE], { first_name: 'Cy', last_name: 'Tan' });
    const thread = await startThread(a, (await courseOf(FREE)).id, 'Exam tips');

    await reply(a, thread.id, 'Adding a detail myself');
    expect(await forumNotifications(a)).toEqual([]);

    await reply(b, thread.id, 'Practice tests help');
    expect(await forumNotifications(a)).toEqual([
      {
        type: 'discussion_board',
        heading: 'New reply to your discussion',
        message: 'Ben Roy replied to “Exam tips”.',
        route_params: { course_slug: FREE, subscription_id: a.subscriptions[FREE], thread_id: thread.id },
        payload: {},
      },
    ]);
    // the reply opens the thread, not the board
    expect(notificationPath((await forumNotifications(a))[0]!)).toBe(`/forum/${thread.id}`);
    expect(await forumNotifications(b)).toEqual([]);

    await reply(c, thread.id, 'So do flash cards');
    expect(await forumNotifications(a)).toHaveLength(2);
    expect(await forumNotifications(b)).toEqual([
      expect.objectContaining({
        heading: 'New reply in a discussion',
        message: 'Cy Tan replied to “Exam tips”.',
        route_params: { course_slug: FREE, subscription_id: b.subscriptions[FREE], thread_id: thread.id },
      }),
    ]);
    expect(await forumNotifications(c)).toEqual([]);
  });

  it('carry no course on the general board', async () => {
    const a = await student('general-author@example.ca');
    const b = await student('general-replier@example.ca');
    const thread = await startThread(a, null, 'Hello everyone');
    await reply(b, thread.id, 'Hi!');
    expect((await forumNotifications(a))[0]).toMatchObject({
      type: 'discussion_board',
      route_params: { thread_id: thread.id },
    });
  });
});

describe('moderation', () => {
  it('shows a hidden reply as hidden, and a hidden first post takes its thread away', async () => {
    const a = await student('moderated-a@example.ca');
    const b = await student('moderated-b@example.ca');
    const thread = await startThread(a, null, 'Moderated topic', 'Fine words');
    const rude = await reply(b, thread.id, 'Rude words');

    expect(await setPostHidden(t.ctx, rude.id, true)).toMatchObject({ opens_thread: false });
    const seen = await read(a, thread.id);
    expect(seen.posts[1]).toMatchObject({ id: rude.id, state: 'hidden', body: '', can_edit: false });
    expect(seen.reply_count).toBe(0);
    expect(
      (await send('PATCH', b.cookie, `/api/v1/forum/posts/${rude.id}/`, { body: 'Nicer' })).statusCode,
    ).toBe(404);
    await setPostHidden(t.ctx, rude.id, false);
    expect((await read(a, thread.id)).posts[1]).toMatchObject({ state: 'visible', body: 'Rude words' });

    const general = (await boards(b))[0]!.thread_count;
    expect(await setPostHidden(t.ctx, thread.posts[0]!.id, true)).toMatchObject({ opens_thread: true });
    // gone, said as such to its board, and to its author as theirs
    const gone = await get(b.cookie, `/api/v1/forum/threads/${thread.id}/`);
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({
      status: 410,
      body: { detail: 'This discussion was hidden by a moderator.', code: 'forum.threadHidden', own: false },
    });
    expect((await get(a.cookie, `/api/v1/forum/threads/${thread.id}/`)).json()).toMatchObject({ own: true });
    expect((await threads(b, '?limit=100')).results.map((r) => r.id)).not.toContain(thread.id);
    expect((await boards(b))[0]!.thread_count).toBe(general - 1);
    expect(
      (await send('POST', b.cookie, `/api/v1/forum/threads/${thread.id}/posts/`, { body: 'Hello?' }))
        .statusCode,
    ).toBe(410);
  });
});
