import type { ComponentType } from 'react';
import { importWithTimeout } from '../lib/chunk-load';

/**
 * A route's `lazy` for a page module: `lazyPage(() => import('./home-page'), (m) => m.HomePage)`.
 * The import has the spec's 120 s time-out; a failure reaches the route's errorElement, which offers
 * a Reload button.
 */
export function lazyPage<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
  timeoutMs?: number,
) {
  return async () => ({ Component: pick(await importWithTimeout(importer, timeoutMs)) });
}
