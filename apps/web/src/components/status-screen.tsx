import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatusScreenProps = {
  icon?: ReactNode;
  /** Small text above the title, such as an error code. */
  overline?: string;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** The centred screen of not-found, errors, maintenance and coming-soon pages. */
export function StatusScreen({ icon, overline, title, text, actions, children }: StatusScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {icon && (
        <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 72 } }}>
          {icon}
        </Box>
      )}
      {overline && (
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {overline}
        </Typography>
      )}
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {text && (
        <Typography component="div" sx={{ color: 'text.secondary', mb: 4 }}>
          {text}
        </Typography>
      )}
      {children}
      {actions && (
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}>
          {actions}
        </Stack>
      )}
    </Container>
  );
}
