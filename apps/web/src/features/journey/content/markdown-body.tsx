import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownBlockStyles } from '../../../components/markdown-styles';
import { useIsHydrating } from '../../../ssr/hydrating';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const VARIANT_OF_LEVEL: Record<HeadingLevel, TypographyProps['variant']> = {
  2: 'h5',
  3: 'h6',
  4: 'subtitle1',
  5: 'subtitle2',
  6: 'subtitle2',
};

function headingsFrom(topLevel: HeadingLevel): Components {
  const heading = (depth: number): Components['h1'] =>
    function Heading({ children }) {
      const level = Math.min(6, topLevel + depth - 1) as HeadingLevel;
      return (
        <Typography
          variant={VARIANT_OF_LEVEL[level]}
          component={`h${level}`}
          sx={{ mt: 0, mb: 1, fontWeight: level >= 4 ? 600 : undefined }}
        >
          {children}
        </Typography>
      );
    };
  return { h1: heading(1), h2: heading(2), h3: heading(3), h4: heading(4), h5: heading(5), h6: heading(6) };
}

const gfmOnly = [remarkGfm];

const blocks: Components = {
  p: ({ children }) => (
    <Typography variant="body1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => (
    <Link href={href} target={href?.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
      {children}
    </Link>
  ),
  // a long line scrolls inside the block; the tab stop lets a keyboard scroll it too
  pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
  // a wide table scrolls sideways inside the text on a phone, by the keyboard too
  table: ({ children }) => <table tabIndex={0}>{children}</table>,
  img: ({ src, alt }) => (
    <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />
  ),
};

/**
 * A content item's Markdown: GitHub's tables and task lists, images and fenced code. Raw HTML is not
 * rendered. `headingLevel` is the level a `#` heading takes, so the text's headings sit below the
 * room's own. ContentMarkdown adds the maths plugins for a text that has maths.
 */
export function MarkdownBody({
  source,
  headingLevel = 2,
  remarkPlugins = gfmOnly,
  rehypePlugins,
}: {
  source: string;
  headingLevel?: HeadingLevel;
  remarkPlugins?: Options['remarkPlugins'];
  rehypePlugins?: Options['rehypePlugins'];
}) {
  const components = useMemo(() => ({ ...headingsFrom(headingLevel), ...blocks }), [headingLevel]);
  // A text painted on the server is kept as painted: nothing in it acts, and parsing it again only to
  // hydrate it was the longest part of the room's start. A new text (another language) is drawn anew.
  const hydrating = useIsHydrating();
  const [painted] = useState(hydrating ? source : null);
  const kept = painted === source;
  return (
    <Box
      key={kept ? 'painted' : 'drawn'}
      {...(kept
        ? { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }
        : {
            children: (
              <ReactMarkdown
                remarkPlugins={remarkPlugins}
                rehypePlugins={rehypePlugins}
                components={components}
              >
                {source}
              </ReactMarkdown>
            ),
          })}
      sx={{
        ...markdownBlockStyles,
        overflowWrap: 'break-word',
        // space above a heading only where something comes before it
        '& > * + :is(h2, h3, h4, h5, h6)': { mt: 3 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& table': {
          borderCollapse: 'collapse',
          mb: 2,
          display: 'block',
          overflowX: 'auto',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: '0.875em',
          bgcolor: 'action.hover',
          color: 'text.primary',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& pre': {
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          p: 2,
          mt: 0,
          mb: 2,
          borderRadius: 1,
          overflowX: 'auto',
          lineHeight: 1.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        },
        '& pre code': { bgcolor: 'transparent', p: 0, fontSize: '0.875rem', whiteSpace: 'pre' },
        '& .katex': { fontSize: '1.1em' },
        '& .katex-display': { overflowX: 'auto', overflowY: 'hidden', py: 0.5 },
      }}
    />
  );
}
