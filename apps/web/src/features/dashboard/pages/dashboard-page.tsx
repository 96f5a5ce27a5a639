import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { useSubscriptions } from '../../enrolment/api/list-subscriptions';
import { CurrentProgram } from '../components/current-program';
import { SubscriptionCard } from '../components/subscription-card';
import { useCurrentCourse } from '../hooks/use-current-course';
import { programInProgress } from '../program-in-progress';
import { useReadFirst } from '../../../ssr/page-marks';

/** `/dashboard`, My Programs: the program in progress first, then a card for every subscription. */
export function DashboardPage() {
  useReadFirst();
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  const allId = useId();
  const list = subscriptions.data?.results ?? [];
  const current = programInProgress(list);
  const currentCourse = useCurrentCourse(current?.course ?? null);
  const browse = (
    <Button component={RouterLink} to="/programs" variant="outlined">
      {t('dashboard.browse')}
    </Button>
  );

  // the program in progress comes first: until its course has come (or failed) the list waits, so it
  // does not move down when the program arrives above it
  let content;
  if (subscriptions.isPending || currentCourse.loading) content = <LoadingScreen />;
  else if (subscriptions.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void subscriptions.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('dashboard.loadFailed')}
      </Alert>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<SchoolOutlinedIcon />}
        title={t('dashboard.empty.title')}
        text={t('dashboard.empty.text')}
        action={
          <Button component={RouterLink} to="/programs" variant="contained">
            {t('dashboard.browse')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Stack spacing={5}>
        {current && currentCourse.data?.id === current.course && (
          <CurrentProgram subscription={current} course={currentCourse.data} />
        )}
        <section aria-labelledby={allId}>
          <Typography id={allId} variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('dashboard.all')}
          </Typography>
          <Grid container spacing={3}>
            {list.map((subscription) => (
              <Grid key={subscription.id} size={{ xs: 12, md: 6 }}>
                <SubscriptionCard subscription={subscription} />
              </Grid>
            ))}
          </Grid>
        </section>
      </Stack>
    );
  }

  return (
    <Page
      title={t('pages.dashboard.title')}
      subtitle={t('pages.dashboard.description')}
      actions={list.length > 0 ? browse : undefined}
    >
      {content}
    </Page>
  );
}
