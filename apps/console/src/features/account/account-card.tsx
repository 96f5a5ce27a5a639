import { Alert, Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/**
 * The pages a member sees before the console opens: one card, centred at any width, with its heading,
 * what it is for, and what went wrong. With `onSubmit` the card is the form.
 */
export function AccountCard({
  title,
  intro,
  error,
  onSubmit,
  children,
}: {
  title: string;
  intro?: string;
  error: string | null;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default' }}
    >
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Card {...(onSubmit ? { component: 'form', onSubmit, noValidate: true } : {})}>
          <CardContent>
            <Stack spacing={2}>
              <Typography component="h1" variant="h5">
                {title}
              </Typography>
              {intro && <Typography>{intro}</Typography>}
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
