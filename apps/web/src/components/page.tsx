import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { usePageTitle } from '../lib/use-page-title';

type PageProps = {
  /** Shown as the page's heading and in the document title (`<title> | {institute name}`). */
  title: string;
  /** A heading other than the title, or `null` when the page draws its own. */
  heading?: ReactNode | null;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  /** The heading, for a page that moves focus back to it after an action (a form saved). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

export function Page({
  title,
  heading,
  subtitle,
  actions,
  maxWidth = 'lg',
  headingRef,
  children,
}: PageProps) {
  usePageTitle(title);
  const shownHeading = heading === undefined ? title : heading;
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {shownHeading !== null && (
        <Box
          sx={{
            mb: 4,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-end',
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography ref={headingRef} variant="h2" component="h1" tabIndex={headingRef ? -1 : undefined}>
              {shownHeading}
            </Typography>
            {subtitle && (
              <Typography variant="body1" sx={{ mt: 1, color: 'text.secondary' }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {actions}
        </Box>
      )}
      {children}
    </Container>
  );
}
