import { use } from 'react';
import { importWithTimeout } from '../../../lib/chunk-load';
import { lazyComponent } from '../../../lib/lazy-component';
import type { HeadingLevel } from './markdown-body';
import type { mathPlugins as MathPluginsValue } from './math-plugins';

type MathPlugins = typeof MathPluginsValue;

// the renderer and KaTeX are most of the room's code, so they load apart from it; ContentView's
// Suspense keeps the item's loading state on screen until they are there
const MarkdownBody = lazyComponent(
  () => import('./markdown-body'),
  (m) => m.MarkdownBody,
);

let mathPlugins: Promise<MathPlugins> | undefined;

function loadMathPlugins() {
  mathPlugins ??= importWithTimeout(() => import('./math-plugins')).then(
    (m) => m.mathPlugins,
    (error: unknown) => {
      mathPlugins = undefined;
      throw error;
    },
  );
  return mathPlugins;
}

/** Starts fetching the renderer, so it comes in while the room asks for the item. */
export const preloadContentMarkdown = MarkdownBody.preload;

/**
 * A content item's Markdown: GitHub's tables and task lists, images, fenced code and maths ($…$ and
 * $$…$$, drawn by KaTeX, fetched only for a text with a `$`). Raw HTML is not rendered. `headingLevel`
 * is the level a `#` heading takes, so the text's headings sit below the room's own.
 */
export function ContentMarkdown({ source, headingLevel }: { source: string; headingLevel?: HeadingLevel }) {
  const math = source.includes('$') ? use(loadMathPlugins()) : undefined;
  return <MarkdownBody source={source} headingLevel={headingLevel} {...math} />;
}
