import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

type AuthCardProps = { title: string; subtitle?: ReactNode; children?: ReactNode };

/** The sign-in pages' frame: a narrow card, sized to fit the 480 px pop-up as well as a phone. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h3" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" sx={{ color: 'text.secondary', mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
