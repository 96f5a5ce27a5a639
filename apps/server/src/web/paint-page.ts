import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appFilesTemplate } from './hydration-files';

/** What the web app's server entry (apps/web/src/ssr/render-page.tsx) gives and takes. */
type ApiCall = (path: string, init: RequestInit) => Promise<Response>;
type PaintedPage =
  | { redirect: string }
  | { language: string; title: string | null; head: string; body: string; modules: string[]; state: string };
type PainterModule = {
  renderPage(request: {
    url: string;
    cookie: string | undefined;
    acceptLanguage: string | undefined;
    api: ApiCall;
  }): Promise<PaintedPage | null>;
  colorSchemeScript: string;
};

export type Painted =
  { redirect: string } | { html: string; scriptHash: string; setCookies: string[] } | null;

/** The CSP source that lets exactly this inline script run. */
function scriptHash(markup: string): string {
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(markup)?.[1] ?? '';
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** The painter is loaded this long after start-up, rather than by the first reader's page. */
const PAINTER_LOAD_AFTER_MS = 2_000;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Where the painter's calls come from, as the page asked for says: a page opened from the portal or by its
 * address is the portal's own, and one a link on another site opened is not, so that the calls which act
 * as the page opens (an item viewed) are left to the page itself once it runs in the reader's browser.
 */
function pageCallSite(navigation: string | string[] | undefined): string | undefined {
  if (navigation === undefined) return undefined;
  return navigation === 'same-origin' || navigation === 'none' ? 'same-origin' : 'cross-site';
}

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

/**
 * Paints pages on the server from the web app's server entry, so a browser shows a page before its
 * JavaScript runs. The page's API calls go to this server's own routes with the reader's cookies, so
 * the page holds only what the reader may see. The module loads after start-up, not during it; without
 * it (a build without the entry) pages are left to the browser.
 */
export function createPagePainter(
  app: FastifyInstance,
  entry: string | null,
  web: {
    /** The built index.html, which each page is painted into. */
    index: string;
    /** The app's files a page fetches once shown, with those of the modules it drew. */
    appFiles: (drawn: readonly string[]) => string[];
  },
) {
  let painter: Promise<{ module: PainterModule; scriptHash: string } | null> | undefined;
  const load = () =>
    (painter ??=
      entry && existsSync(entry)
        ? (import(pathToFileURL(entry).href) as Promise<PainterModule>).then((module) => ({
            module,
            scriptHash: scriptHash(module.colorSchemeScript),
          }))
        : Promise.resolve(null));

  app.addHook('onListen', (done) => {
    setTimeout(() => void load().catch(() => undefined), PAINTER_LOAD_AFTER_MS).unref();
    done();
  });

  return async function paint(request: FastifyRequest): Promise<Painted> {
    const loaded = await load();
    if (!loaded) return null;
    const cookie = request.headers.cookie;
    const site = pageCallSite(request.headers['sec-fetch-site']);
    const setCookies: string[] = [];
    const api: ApiCall = async (path, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers: {
          ...headersOf(init),
          ...(cookie ? { cookie } : {}),
          ...(site ? { 'sec-fetch-site': site } : {}),
        },
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const cookies = answer.headers['set-cookie'];
      if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const page = await loaded.module.renderPage({
      url: request.url,
      cookie,
      acceptLanguage: request.headers['accept-language'],
      api,
    });
    if (!page || 'redirect' in page) return page;
    // replaced by functions: a `$` in the page's text is not a replacement pattern
    const html = web.index
      .replace(/<html lang="[^"]*">/, () => `<html lang="${page.language}">`)
      .replace(/<title>[^<]*<\/title>/, (title) =>
        page.title === null ? title : `<title>${escapeText(page.title)}</title>`,
      )
      .replace('</head>', () => `${page.head}${appFilesTemplate(web.appFiles(page.modules))}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.state}`);
    return { html, scriptHash: loaded.scriptHash, setCookies };
  };
}
