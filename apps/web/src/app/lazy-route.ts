import type { ComponentType } from 'react';
import { loadPageTexts } from '../i18n/i18n';
import { importWithTimeout } from '../lib/chunk-load';
import type { Loader } from '../lib/lazy-component';

/**
 * A route's `lazy` for a page module: `lazyPage(() => import('./home-page'), (m) => m.HomePage)`.
 * The page's code and the pages' texts load together, with the spec's 120 s time-out; a failure reaches
 * the route's errorElement, which offers a Reload button. A page whose texts are all in the frame (the
 * home page) says `{ frameTextsOnly: true }` and does not wait for the others.
 */
export function lazyPage<M>(
  importer: Loader<M>,
  pick: (module: M) => ComponentType,
  { frameTextsOnly = false }: { frameTextsOnly?: boolean } = {},
) {
  return async () => {
    const [module] = await Promise.all([importWithTimeout(importer), frameTextsOnly || loadPageTexts()]);
    // the page's module, which a painted page lists for the browser to fetch (`ssr/render-page.tsx`)
    return { Component: pick(module), handle: { module: importer.module } };
  };
}
