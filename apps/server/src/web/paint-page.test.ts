import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from './serve-web';

const INDEX =
  '<!doctype html><html lang="en"><head><title>portal</title></head><body><div id="root"></div></body></html>';
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
const COLOR_SCRIPT = 'document.documentElement.classList.add("light")';

// a stand-in for the web app's server entry: it paints what the API tells it, or redirects, or fails
const PAINTER = `
export const colorSchemeScript = '<script>${COLOR_SCRIPT}</script>';
export async function renderPage({ url, acceptLanguage, api }) {
  if (url === '/dashboard') return { redirect: '/auth/login?redirect=/dashboard' };
  if (url === '/broken') throw new Error('the page failed to paint');
  const who = await (await api('/api/whoami', { headers: { accept: 'application/json' } })).json();
  return {
    language: acceptLanguage?.startsWith('fr') ? 'fr-CA' : 'en',
    title: 'Programs & <more> | ' + who.cookie,
    head: '<style data-emotion="css x">.x{}</style>',
    body: '<main>Hello ' + who.cookie + ", it costs $&1 and $'</main>" + (url === '/site' ? who.site : ''),
    modules: url === '/programs' ? ['src/programs-page.tsx'] : [],
    state: '<script type="application/json" id="portal-page-state">{}</script>',
  };
}
`;

// the build's manifest: the entry loads its chunk and the shared one; the app's start loads later
const MANIFEST = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_shared'],
    dynamicImports: ['src/start.tsx'],
  },
  _shared: { file: 'assets/shared-2.js' },
  'src/start.tsx': { file: 'assets/start-3.js', imports: ['_shared', '_react'] },
  _react: { file: 'assets/react-4.js' },
  // a page's module, which the start loads on demand
  'src/programs-page.tsx': { file: 'assets/programs-page-5.js', imports: ['_react', '_list'] },
  _list: { file: 'assets/list-6.js' },
};
const APP_FILES =
  '<template id="portal-app-files">' +
  '<link rel="modulepreload" href="/assets/start-3.js">' +
  '<link rel="modulepreload" href="/assets/react-4.js">' +
  '<link rel="modulepreload" href="/assets/programs-page-5.js">' +
  '<link rel="modulepreload" href="/assets/list-6.js">' +
  '</template>';

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-paint-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'render-page.mjs'), PAINTER);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  app = Fastify();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', CSP);
  });
  app.get('/api/whoami', async (request, reply) =>
    reply.header('set-cookie', 'refreshed=1; Path=/').send({
      cookie: request.headers.cookie ?? 'nobody',
      site: request.headers['sec-fetch-site'] ?? 'none said',
    }),
  );
  await serveWeb(app, dir, path.join(dir, 'render-page.mjs'));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('pages painted on the server', () => {
  it("holds the app's markup, styles and data in index.html, painted with the reader's cookies", async () => {
    const res = await page('/programs', { cookie: 'session=abc', 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(
      '<!doctype html><html lang="fr-CA"><head><title>Programs &amp; &lt;more&gt; | session=abc</title>' +
        `<style data-emotion="css x">.x{}</style>${APP_FILES}</head><body><div id="root"><main>Hello session=abc, it costs $&1 and $'</main></div>` +
        '<script type="application/json" id="portal-page-state">{}</script></body></html>',
    );
    // the page's API calls may refresh the session: the browser gets their cookies
    expect(res.headers['set-cookie']).toEqual(['refreshed=1; Path=/']);
    // personal: revalidated on every load, and never kept by a shared cache
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("makes the page's calls as from the portal only for a page opened from it or by its address", async () => {
    const siteOfCalls = async (navigation?: string) =>
      /\$'<\/main>([^<]*)/.exec(
        (await page('/site', navigation ? { 'sec-fetch-site': navigation } : {})).body,
      )?.[1];
    expect(await siteOfCalls('same-origin')).toBe('same-origin');
    expect(await siteOfCalls('none')).toBe('same-origin');
    // a link on another site: what the page does as it opens is left to the page in the browser
    expect(await siteOfCalls('cross-site')).toBe('cross-site');
    expect(await siteOfCalls('same-site')).toBe('cross-site');
    expect(await siteOfCalls()).toBe('none said');
  });

  it('lets exactly the colour-scheme script run, by its hash', async () => {
    const hash = createHash('sha256').update(COLOR_SCRIPT).digest('base64');
    const res = await page('/');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self' 'unsafe-inline'`,
    );
  });

  it('redirects where the app would, such as a signed-out reader from a signed-in page', async () => {
    const res = await page('/dashboard');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/login?redirect=/dashboard');
  });

  it('falls back to index.html, for the browser to render, when painting fails or no page is wanted', async () => {
    for (const res of [
      await page('/broken'),
      await app.inject({ url: '/programs', headers: { accept: '*/*' } }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
