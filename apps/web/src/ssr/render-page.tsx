import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
// react-router's own RouterProvider: the /dom one only adds flushSync, which a server render never uses
import { createStaticHandler, createStaticRouter, RouterProvider } from 'react-router';
import { prefetchFrameData } from '../app/app';
import { AuthGuard } from '../app/auth-guard';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { i18n, loadAllTexts } from '../i18n/i18n';
import { requestLanguage } from '../i18n/languages';
import { apiFetch, setApiTransport } from '../lib/api-client';
import { loadPaintedParts, modulesOfParts } from '../lib/lazy-component';
import { createQueryClient } from '../lib/query-client';
import { getSessionQueryOptions, loginPath } from '../lib/session';
import { COLOR_MODE_STORAGE_KEY } from '../theme/theme-provider';
import { type OpeningCall, openingCallKey } from './opening-calls';
import { type PageMarks, takePageMarks } from './page-marks';
import { pageStateScript } from './page-state';

/** How the server answers the page's API calls: its own routes, with the reader's cookies. */
export type ApiCall = (path: string, init: RequestInit) => Promise<Response>;

export type PageRequest = {
  /** Path and query, as the browser asked for them. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  api: ApiCall;
};

export type PaintedPage =
  | { redirect: string }
  | {
      language: string;
      /** The document's title, as text. */
      title: string | null;
      /** Styles and the colour-scheme script, for the end of <head>. */
      head: string;
      /** The app's markup, for inside #root. */
      body: string;
      /** The modules drawn (the page's and its parts'), by their keys in the client build's manifest. */
      modules: string[];
      /** The data block after #root. */
      state: string;
    };

// the API calls of the request being painted; each render pass is synchronous, the fetches between them not
const calls = new AsyncLocalStorage<ApiCall>();
setApiTransport((path, init) => {
  const api = calls.getStore();
  if (!api) throw new Error(`${path}: asked for outside a page being painted`);
  return api(path, init);
});

const handler = createStaticHandler(routes);
const texts = loadAllTexts();
// the class MUI's colour schemes key on is set before the first paint, from the reader's choice or device
export const colorSchemeScript = renderToStaticMarkup(
  <InitColorSchemeScript attribute="class" defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY} />,
);

// at most this many rounds of render-then-fetch: the frame, the page, the data a page asks for once it
// has some, and the code of the parts drawn with it
const MAX_PASSES = 5;
// React's mark of a Suspense boundary left for the browser to render
const CLIENT_RENDERED = '<!--$!-->';

/** Queries a render asked for that have not been fetched yet, leaving out those switched off. */
function wanted(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/**
 * Paints a page as the browser would show it once its data arrived: the app is rendered, the queries it
 * asked for are fetched through the server's own routes, and it is rendered again until nothing new is
 * wanted. Parts that load code on demand are painted once their code is in. A student's page that is
 * not whole as painted is not painted (null): the browser renders it.
 */
export async function renderPage(request: PageRequest): Promise<PaintedPage | null> {
  await texts;
  const context = await handler.query(new Request(new URL(request.url, 'http://portal.invalid')));
  if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/' };

  const language = requestLanguage(request.cookie, request.acceptLanguage);
  const queryClient = createQueryClient({ server: true });
  const emotionCache = createCache({ key: 'css' });
  // styles are kept in the cache and written once, in <head>, rather than beside each element
  emotionCache.compat = true;
  const router = createStaticRouter(handler.dataRoutes, context);

  let marks: PageMarks = {};
  const render = () => {
    void i18n.changeLanguage(language);
    const html = renderToString(
      <CacheProvider value={emotionCache}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>,
    );
    marks = takePageMarks();
    return html;
  };

  await calls.run(request.api, () => prefetchFrameData(queryClient));
  const signedOut = queryClient.getQueryData(getSessionQueryOptions().queryKey) === null;
  const guarded = context.matches.some((match) => isAuthGuard(match.route.element));
  if (signedOut && guarded) return { redirect: loginPath(request.url) };

  let body = render();
  // each pass fetches the data the last render asked for, and the code of the parts it could only draw
  // as their fallback (the first time since start-up), then paints again
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const queries = wanted(queryClient);
    const parts = body.includes(CLIENT_RENDERED) ? (marks.parts ?? []) : [];
    if (queries.length === 0 && parts.length === 0) break;
    await Promise.all([
      calls.run(request.api, () => Promise.allSettled(queries.map((query) => query.fetch()))),
      loadPaintedParts(parts),
    ]);
    body = render();
  }

  // a student's page that acts as it opens (a form, an upload, a quiz's clock) is left to the browser:
  // not everything done on a page before the app runs can be handed to it, a file chosen for one
  if (!signedOut && marks.readFirst !== true) return null;
  const made = await makeOpeningCalls(marks.opening ?? [], request.api);
  if (made.length > 0) {
    // painted as the calls left it: an item viewed is marked done
    await calls.run(request.api, () => queryClient.refetchQueries({ type: 'all' }));
    body = render();
  }
  const whole =
    marks.readFirst === true && (marks.opening ?? []).every((call) => made.includes(openingCallKey(call)));

  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  return {
    language,
    title: marks.title ?? null,
    head: `${constructStyleTagsFromChunks(extractCriticalToChunks(body))}${colorSchemeScript}`,
    body,
    // the modules drawn, whose files the browser fetches with the app's: the page's and its parts'
    modules: [
      ...context.matches.flatMap(
        (match) => (match.route.handle as { module?: string } | undefined)?.module ?? [],
      ),
      ...modulesOfParts(marks.parts ?? []),
    ],
    state: pageStateScript(
      { language, queries: dehydrate(queryClient), parts: marks.parts ?? [], made },
      whole ? 'once-shown' : 'at-once',
    ),
  };
}

/**
 * Makes the calls the page makes as it opens, once each: the student asked for the page, so has opened
 * it. The keys of those that succeeded are returned; the browser makes the others itself.
 */
async function makeOpeningCalls(opening: OpeningCall[], api: ApiCall): Promise<string[]> {
  const keys = [...new Set(opening.map(openingCallKey))];
  const results = await calls.run(api, () =>
    Promise.allSettled(
      keys.map((key) => {
        const { path, options } = JSON.parse(key) as OpeningCall;
        return apiFetch(path, options);
      }),
    ),
  );
  return keys.filter((_, index) => results[index]!.status === 'fulfilled');
}

function isAuthGuard(element: unknown): boolean {
  return (
    typeof element === 'object' && element !== null && (element as { type?: unknown }).type === AuthGuard
  );
}
