import { describe, expect, it } from 'vitest';
import { courseDetail, listOf, siteConfig } from '../test/fixtures';
import { jsonResponse, mockApi, signedIn } from '../test/mock-api';
import { assignmentContent, lessonContent } from '../features/journey/content/content-fixtures';
import { subscription } from '../test/subscription-fixtures';
import type { PageState } from './page-state';
import { type PaintedPage, renderPage } from './render-page';

type Page = Exclude<PaintedPage, { redirect: string }>;

function paint(
  url: string,
  { cookie, routes = {} }: { cookie?: string; routes?: Record<string, unknown> } = {},
) {
  const api = mockApi(routes);
  return renderPage({ url, cookie, acceptLanguage: 'en-CA,en;q=0.9', api: (path, init) => api(path, init) });
}

const stateOf = (page: Page) => {
  const json = /<script type="application\/json" id="portal-page-state"[^>]*>(.*)<\/script>/.exec(
    page.state,
  )?.[1];
  return JSON.parse(json ?? 'null') as PageState;
};
const startOf = (page: Page) => /data-start="([^"]+)"/.exec(page.state)?.[1];

describe('a page painted on the server', () => {
  it('shows the home page with its data, its styles, and the data it was painted with', async () => {
    const page = (await paint('/')) as Page;
    expect(page.language).toBe('en');
    expect(page.body).toContain('Maple Leaf College</h1>');
    expect(page.body).toContain('Careers that care');
    expect(page.body).toContain('Personal Support Worker');
    expect(page.body).toContain('$2,500.00');
    // painted whole, though the parts loaded on demand (the toaster) had not loaded before this page
    expect(page.body).not.toContain('<!--$!-->');
    // the styles of what is on the page, in the form the browser's emotion cache takes over
    expect(page.head).toMatch(/^<style data-emotion="css-global [^"]+">/);
    expect(page.head).toContain('<script');
    const keys = stateOf(page).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['session', 'institute', 'site-config', 'courses']));
  });

  it("paints in the reader's chosen language, from the cookie the language menu sets", async () => {
    const page = (await paint('/', { cookie: 'portal-language=fr-CA' })) as Page;
    expect(page.language).toBe('fr-CA');
    expect(stateOf(page).language).toBe('fr-CA');
    expect(page.body).toContain('Parcourir les programmes');
    // the next request, in English, is not painted in French
    expect(((await paint('/')) as Page).body).toContain('Browse programs');
  });

  it('sends a signed-out reader of a signed-in page to the sign-in page, as the browser would', async () => {
    expect(await paint('/dashboard?tab=all')).toEqual({
      redirect: '/auth/login?redirect=/dashboard%3Ftab%3Dall',
    });
  });

  it("paints a student's own page with their programs, and never with their session's token", async () => {
    const page = (await paint('/dashboard', {
      routes: {
        '/api/auth/get-session': { ...signedIn, session: { ...signedIn.session, token: 'secret-token' } },
        '/api/v1/subscriptions/': listOf([subscription]),
        [`/api/v1/courses/${courseDetail.id}/`]: courseDetail,
      },
    })) as Page;
    expect(page.title).toBe('My Programs | Maple Leaf College');
    expect(page.body).toContain(subscription.course_name);
    expect(page.body).toContain(courseDetail.name);
    expect(page.state).toContain(signedIn.user.email);
    expect(page.state).not.toContain('secret-token');
    // whole as painted: the app starts once the student starts using it
    expect(startOf(page)).toBe('once-shown');
  });

  it('starts the app at once over a page painted while its data was still to come', async () => {
    // the program's answer is for the browser to show: the painter drew the spinner
    const page = (await paint('/program/999', {
      routes: { '/api/v1/courses/999/': () => jsonResponse({ detail: 'Not found.' }, 404) },
    })) as Page;
    expect(page.body).toContain('role="progressbar"');
    expect(startOf(page)).toBe('at-once');
  });

  it('leaves a mailed verification link to the browser to spend, signed in or not', async () => {
    for (const session of [signedIn, null]) {
      let spent = 0;
      await paint('/auth/verify?token=mailed', {
        routes: {
          '/api/auth/get-session': session,
          '/api/auth/verify-email': () => {
            spent += 1;
            return jsonResponse({ status: true });
          },
        },
      });
      expect(spent).toBe(0);
    }
  });

  describe("a student's room", () => {
    const lesson = lessonContent({ id: 601, subscription: subscription.id });
    const { id, name, lang, content_type, duration, can_skip, index, is_completed, is_unlocked } = lesson;
    const outline = {
      ...listOf([
        {
          ...{ id: 11, name: 'Foundations', lang, description: '', index: 1, duration },
          contents: [
            {
              ...{ id, name, lang, content_type, duration, can_skip, index, is_completed, is_unlocked },
              ...{
                can_proceed_to_next_content: lesson.can_proceed_to_next_content,
                marks: lesson.marks,
                passed: lesson.passed,
              },
            },
          ],
        },
      ]),
      subscription: subscription.id,
      mandatory_content_progress: 0,
    };
    const roomRoutes = {
      '/api/auth/get-session': signedIn,
      '/api/v1/subscriptions/': listOf([subscription]),
      [`/api/v1/subscriptions/${subscription.id}/`]: subscription,
      [`/api/v1/subscriptions/${subscription.id}/current-content/`]: subscription,
      '/api/v1/sections/': outline,
      '/api/v1/contents/601/': lesson,
      '/api/v1/contents/601/view/': { ...lesson, is_completed: true },
    };
    const roomPath = `/program-journey/room/${subscription.course_slug}/${subscription.id}`;
    const openRoom = (routes: Record<string, unknown>, url = `${roomPath}/601`) => {
      const api = mockApi(routes);
      const painting = renderPage({ url, cookie: undefined, acceptLanguage: 'en-CA', api });
      const made = () =>
        api.mock.calls
          .map(
            ([path, init]) => `${init?.method} ${String(path)}${init?.body ? ` ${String(init.body)}` : ''}`,
          )
          .filter((call) => /current-content|view/.test(call));
      return { painting, made };
    };

    it('is painted with the open item, and names the parts the browser loads first', async () => {
      const page = (await openRoom(roomRoutes).painting) as Page;
      // the lesson's Markdown, drawn by a part whose code loads on demand
      expect(page.body).toContain('<strong>assists</strong>');
      expect(stateOf(page).parts).toContain('MarkdownBody');
      // the modules drawn, by their keys in the build's manifest: the server lists their files
      expect(page.modules).toEqual(
        expect.arrayContaining([
          'src/app/routes/room-route.tsx',
          'src/features/journey/content/markdown-body.tsx',
        ]),
      );
    });

    it('records the lesson opened as read and where the student is, and so can start once shown', async () => {
      const room = openRoom(roomRoutes);
      const page = (await room.painting) as Page;
      expect(room.made()).toEqual([
        `PATCH /api/v1/subscriptions/${subscription.id}/current-content/ {"content":601}`,
        `GET /api/v1/contents/601/view/?subscription=${subscription.id}`,
      ]);
      expect(stateOf(page).made).toHaveLength(2);
      expect(startOf(page)).toBe('once-shown');
    });

    it('is left to the browser when it opens with the tutor, or goes on to where the student left off', async () => {
      for (const url of [`${roomPath}/601?tutor=open`, roomPath]) {
        const room = openRoom(roomRoutes, url);
        expect(await room.painting, url).toBeNull();
        expect(room.made()).toEqual([]);
      }
    });

    it('is left to the browser on an item that acts as it opens, such as an assignment', async () => {
      const work = assignmentContent({ id: 601, subscription: subscription.id });
      const room = openRoom({ ...roomRoutes, '/api/v1/contents/601/': work });
      expect(await room.painting).toBeNull();
      expect(room.made()).toEqual([]);
    });

    it('starts at once when a call failed, for the browser to make it and show why', async () => {
      const room = openRoom({
        ...roomRoutes,
        '/api/v1/contents/601/view/': () => jsonResponse({ detail: 'Try again later.' }, 503),
      });
      const page = (await room.painting) as Page;
      expect(stateOf(page).made).toHaveLength(1);
      expect(startOf(page)).toBe('at-once');
    });
  });

  it('has the app start once the reader starts using a page painted whole, such as the home page', async () => {
    const page = (await paint('/')) as Page;
    expect(startOf(page)).toBe('once-shown');
    expect(page.title).toBe('Home | Maple Leaf College');
  });

  it('escapes the data so that no text in it can end the data block', async () => {
    const page = (await paint('/', {
      routes: { '/api/v1/site-config/': { ...siteConfig, tagline: '</script><script>alert(1)</script>' } },
    })) as Page;
    expect(page.state.match(/<\/script>/g)).toHaveLength(1);
    expect(page.state).toContain('\\u003c/script>');
  });
});
