import { lazyComponent } from '../lib/lazy-component';

/**
 * The Markdown renderer as its own chunk (about 50 KB gzip), for a screen that can show its text a
 * moment later; wrap it in a Suspense whose fallback keeps the text's room, and `preload()` it early.
 */
export const LazyMarkdown = lazyComponent(
  'Markdown',
  () => import('./markdown'),
  (m) => m.Markdown,
);
