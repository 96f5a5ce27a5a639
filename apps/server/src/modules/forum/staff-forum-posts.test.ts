import type { TStaffForumPost } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, courses } from '../../db/schema';
import { replyTo, startThread } from '../../test/forum';
import { enrolledStudent } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';

let t: TestApp;
let other: TestApp;
let instructor: StaffClient;
let colleague: StaffClient;
let program: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  program = (await t.ctx.db.select().from(courses).where(eq(courses.slug, FREE)))[0]!.id;
  instructor = await staffMember(t, 'instructor', { programs: [program] });
  colleague = await staffMember(t, 'admin');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const decide = (member: StaffClient, id: number, what: 'hide' | 'unhide', app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/forum-posts/${id}/${what}/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
  });

describe('the boards’ moderation in the console', () => {
  it('hides a rude reply from students, once, with who hid it; an instructor reaches their programs’ boards only', async () => {
    const a = await enrolledStudent(t, 'board-a@example.ca', FREE);
    const b = await enrolledStudent(t, 'board-b@example.ca', FREE);
    const thread = await startThread(t, a.cookie, program, 'Spreadsheet formulas', 'How do I sum a column?');
    const rude = await replyTo(t, b.cookie, thread.id, 'Rude words');
    const general = await startThread(t, a.cookie, null, 'Anyone from Brampton?', 'Carpool?');

    const listed = (await get(instructor, '/api/v1/staff/forum-posts/?search=rude')).json();
    expect(listed.results.map((p: TStaffForumPost) => p.id)).toEqual([rude]);
    expect((await get(instructor, `/api/v1/staff/forum-posts/${general.posts[0]!.id}/`)).statusCode).toBe(
      404,
    );
    expect((await decide(instructor, general.posts[0]!.id, 'hide')).statusCode).toBe(404);

    const [first, second] = await Promise.all([
      decide(instructor, rude, 'hide'),
      decide(colleague, rude, 'hide', other),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/forum/threads/${thread.id}/`,
      headers: { cookie: a.cookie },
    });
    expect(seen.json().posts[1]).toMatchObject({ id: rude, state: 'hidden', body: '' });
    const hidden = (await get(instructor, '/api/v1/staff/forum-posts/?hidden=true')).json();
    expect(hidden.results).toEqual([
      expect.objectContaining({ id: rude, state: 'hidden', opens_thread: false }),
    ]);
    const rows = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'forum_post.hide'), eq(auditEntries.entityId, String(rude))));
    expect(rows).toHaveLength(1);

    expect((await decide(instructor, rude, 'unhide')).json()).toMatchObject({ state: 'visible' });
    expect((await decide(instructor, rude, 'unhide')).statusCode).toBe(409);
  });
});
