import { describe, expect, it } from 'vitest';
import { ORIGIN, cookieOf, signIn, verifiedStudent } from '../test/students';
import { createPersistentTestApp } from '../test/test-app';
import { runPortal } from './run-portal';

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

describe('portal forum', () => {
  it('lists posts, hides a reply or a whole thread and shows them again', async () => {
    let t = await createPersistentTestApp({ demo: true });
    try {
      const { cookie } = await verifiedStudent(t, 'poster@example.ca');
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });
      const thread = (
        await post('/api/v1/forum/threads/', { course: null, title: 'Spam here', body: 'Buy   now\n\ncheap' })
      ).json();
      const reply = (await post(`/api/v1/forum/threads/${thread.id}/posts/`, { body: 'A reply' })).json();
      const first = thread.posts[0].id as number;
      await t.stop();

      const { lines, out } = capture();
      expect(await runPortal(['forum', 'list'], out, t.operatorEnv)).toBe(0);
      expect(lines.log[0]).toBe('post\tthread\tboard\tauthor\tposted\tstate\ttext');
      expect(lines.log.slice(1, 3).map((l) => l.split('\t'))).toEqual([
        [
          String(first),
          String(thread.id),
          'general',
          'poster@example.ca',
          expect.any(String),
          'visible',
          '[Spam here] Buy now cheap',
        ],
        [
          String(reply.id),
          String(thread.id),
          'general',
          'poster@example.ca',
          expect.any(String),
          'visible',
          'A reply',
        ],
      ]);
      expect(lines.log.at(-1)).toBe('2 post(s) in 1 thread(s).');

      expect(await runPortal(['forum', 'hide', String(reply.id)], out, t.operatorEnv)).toBe(0);
      expect(lines.log.at(-1)).toBe(`Post ${reply.id} is hidden.`);
      expect(await runPortal(['forum', 'hide', String(first)], out, t.operatorEnv)).toBe(0);
      expect(lines.log.at(-1)).toBe(`Post ${first} and its thread “Spam here” are hidden.`);
      expect(
        await runPortal(['forum', 'list', '--program', 'food-handler-certification'], out, t.operatorEnv),
      ).toBe(0);
      expect(lines.log.at(-1)).toBe('0 post(s) in 0 thread(s).');
      expect(await runPortal(['forum', 'list'], out, t.operatorEnv)).toBe(0);
      expect(lines.log.slice(-3, -1).map((l) => l.split('\t')[5])).toEqual(['hidden', 'hidden']);

      expect(await runPortal(['forum', 'hide', 'abc'], out, t.operatorEnv)).toBe(1);
      expect(lines.error.at(-1)).toBe('post-id: a post number such as 12');
      expect(await runPortal(['forum', 'hide', '999999'], out, t.operatorEnv)).toBe(1);
      expect(lines.error.at(-1)).toBe('No post 999999.');
      expect(await runPortal(['forum', 'list', '--program', 'nope'], out, t.operatorEnv)).toBe(1);
      expect(lines.error.at(-1)).toBe("No program 'nope'.");

      expect(await runPortal(['forum', 'unhide', String(first)], out, t.operatorEnv)).toBe(0);
      expect(lines.log.at(-1)).toBe(`Post ${first} and its thread “Spam here” are shown again.`);
      t = await t.reopen();
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/v1/forum/threads/${thread.id}/`,
        headers: { cookie: cookieOf(await signIn(t, 'poster@example.ca')) },
      });
      expect(again.statusCode).toBe(200);
      // the reply was hidden on its own and stays so
      expect(again.json().posts.map((p: { state: string }) => p.state)).toEqual(['visible', 'hidden']);
    } finally {
      await t.close();
    }
  });
});
