import { describe, expect, it } from 'vitest';
import { siteConfig } from '../test/fixtures';
import { mockApi, signedIn } from '../test/mock-api';
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
  const json = /<script type="application\/json" id="portal-page-state">(.*)<\/script>/.exec(page.state)?.[1];
  return JSON.parse(json ?? 'null') as { language: string; queries: { queries: { queryKey: unknown[] }[] } };
};

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

  it("leaves a signed-in student's pages to the browser", async () => {
    expect(await paint('/', { routes: { '/api/auth/get-session': signedIn } })).toBeNull();
  });

  it('escapes the data so that no text in it can end the data block', async () => {
    const page = (await paint('/', {
      routes: { '/api/v1/site-config/': { ...siteConfig, tagline: '</script><script>alert(1)</script>' } },
    })) as Page;
    expect(page.state.match(/<\/script>/g)).toHaveLength(1);
    expect(page.state).toContain('\\u003c/script>');
  });
});
