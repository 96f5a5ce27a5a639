import { type HeadingLevel, MarkdownBody } from './markdown-body';
import { mathPlugins } from './math-plugins';

/** The Markdown renderer with maths ($…$ and $$…$$) drawn by KaTeX. */
export function MathMarkdownBody(props: { source: string; headingLevel?: HeadingLevel }) {
  return <MarkdownBody {...props} {...mathPlugins} />;
}
