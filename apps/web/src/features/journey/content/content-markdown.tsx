import { lazyComponent, lazyValue } from '../../../lib/lazy-component';
import type { HeadingLevel } from './markdown-body';

// the renderer and KaTeX are most of the room's code, so they load apart from it; ContentView's
// Suspense keeps the item's loading state on screen until they are there
const MarkdownBody = lazyComponent(
  'MarkdownBody',
  () => import('./markdown-body'),
  (m) => m.MarkdownBody,
);

// KaTeX and its plugins, for a text with maths only
const mathPlugins = lazyValue(
  'MathPlugins',
  () => import('./math-plugins'),
  (m) => m.mathPlugins,
);

/** Starts fetching the renderer, so it comes in while the room asks for the item. */
export const preloadContentMarkdown = MarkdownBody.preload;

/**
 * A content item's Markdown: GitHub's tables and task lists, images, fenced code and maths ($…$ and
 * $$…$$, drawn by KaTeX, fetched only for a text with a `$`). Raw HTML is not rendered. `headingLevel`
 * is the level a `#` heading takes, so the text's headings sit below the room's own.
 */
export function ContentMarkdown({
  source,
  headingLevel,
  lang,
}: {
  source: string;
  headingLevel?: HeadingLevel;
  /** The text's language, which may not be the page's (ADR 038). */
  lang: string;
}) {
  const math = source.includes('$') ? mathPlugins.read() : undefined;
  return (
    <div lang={lang}>
      <MarkdownBody source={source} headingLevel={headingLevel} {...math} />
    </div>
  );
}
