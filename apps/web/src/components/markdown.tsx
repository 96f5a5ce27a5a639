import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';
import { markdownBlockStyles } from './markdown-styles';

/** Markdown headings sit below the page's own h1/h2, so a text's `#` becomes an h3. */
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h5" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  ),
  // a wide table scrolls sideways inside the text on a phone, by the keyboard too
  table: ({ children }) => <table tabIndex={0}>{children}</table>,
  // a path of the portal opens in the app; anything else in a new tab
  a: ({ href, children }) =>
    href?.startsWith('/') && !href.startsWith('//') ? (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    ) : (
      <Link href={href} target={href?.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
        {children}
      </Link>
    ),
};

/**
 * Markdown written by the institute or a student, with tables and task lists (GitHub's dialect). Raw
 * HTML in the text shows as text, so nothing from it runs on the page. `remarkPlugins` run after GFM.
 */
export function Markdown({
  source,
  remarkPlugins,
}: {
  source: string;
  remarkPlugins?: Options['remarkPlugins'];
}) {
  const plugins = useMemo(() => [remarkGfm, ...(remarkPlugins ?? [])], [remarkPlugins]);
  return (
    <Box
      sx={{
        ...markdownBlockStyles,
        '& table': {
          borderCollapse: 'collapse',
          width: '100%',
          mb: 2,
          display: 'block',
          overflowX: 'auto',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        },
        '& code': {
          fontFamily: 'monospace',
          fontSize: '0.9em',
          bgcolor: 'action.hover',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& pre': { bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
      }}
    >
      <ReactMarkdown remarkPlugins={plugins} components={components}>
        {source}
      </ReactMarkdown>
    </Box>
  );
}
