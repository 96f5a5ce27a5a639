import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { changeLanguage, initLanguage } from './i18n/i18n';
import { detectLanguage } from './i18n/languages';
import { App, prefetchFrameData } from './app/app';
import { createAppRouter } from './app/router';
import { loadPaintedParts } from './lib/lazy-component';
import { createQueryClient } from './lib/query-client';
import { releaseWhenHydrated } from './ssr/early-events';
import { OnHydrated } from './ssr/on-hydrated';
import { setHydrating } from './ssr/hydrating';
import { setMadeOnServer } from './ssr/opening-calls';
import { readPageState } from './ssr/page-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const state = readPageState();
const queryClient = createQueryClient();
// the data the server painted with counts as fresh, so nothing is asked for twice
if (state) {
  hydrate(queryClient, state.queries);
  setMadeOnServer(state.made);
}
void prefetchFrameData(queryClient);

/** Once the painted page is the app's: held clicks go through, and a language only this browser knew is applied. */
async function afterHydration() {
  setHydrating(false);
  await releaseWhenHydrated();
  // the page is the app's from now on: a script driving it (an end-to-end test) may move on
  container!.dataset.hydrated = 'true';
  const chosen = detectLanguage();
  if (state && chosen !== state.language) void changeLanguage(chosen);
}

async function start(root: HTMLElement) {
  const [router] = await Promise.all([
    createAppRouter({ serverPainted: state !== null }),
    state ? changeLanguage(state.language, false) : initLanguage(),
  ]);
  // the parts' code comes from the cache: the painted page had the browser prefetch it
  await loadPaintedParts(state?.parts ?? []);
  const app = <App queryClient={queryClient} router={router} />;
  // a transition: the first render (or hydration) yields to the browser every few milliseconds
  startTransition(() => {
    if (state) {
      setHydrating(true);
      hydrateRoot(
        root,
        <StrictMode>
          <OnHydrated onHydrated={afterHydration}>{app}</OnHydrated>
        </StrictMode>,
      );
    } else {
      createRoot(root).render(<StrictMode>{app}</StrictMode>);
    }
  });
}

void start(container);
