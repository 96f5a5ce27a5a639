import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled part of an item's page (h2, below the room's h1), framed or plain. */
export function ContentSection({
  title,
  framed = false,
  action,
  children,
}: {
  title: string;
  framed?: boolean;
  /** Beside the title, such as a status chip. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={framed ? { border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 2.5 } } : undefined}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
