import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';

/** The pages a member sees before the console opens: one card, centred, at any width. */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default' }}
    >
      <Container maxWidth="sm" sx={{ py: 4 }}>
        {children}
      </Container>
    </Box>
  );
}
