import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { type ReactNode, useId } from 'react';

/** A titled card of the profile, its fields in a two-column grid from the sm breakpoint up. */
export function SectionCard({
  title,
  subheader,
  children,
}: {
  title: string;
  subheader?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{
          title: { id: headingId, component: 'h2', variant: 'h5' },
          subheader: { variant: 'body2' },
        }}
      />
      <CardContent>
        <Grid container spacing={2.5}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** One field's cell: the full width on a phone, half from sm up unless `wide`. */
export function FieldCell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: wide ? 12 : 6 }}>{children}</Grid>;
}
