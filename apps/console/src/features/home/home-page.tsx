import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { WorkQueues } from './work-queues';

/** The console's first page: who is signed in, and the school's work queues their role works on. */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="console.title" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('console.home.title', { name: identity?.fullName ?? '' })}
        </Typography>
        {permissions && (
          <Typography>
            {translate('console.home.role', { role: translate(`console.roles.${permissions}`) })}
          </Typography>
        )}
        <WorkQueues />
      </CardContent>
    </Card>
  );
}
