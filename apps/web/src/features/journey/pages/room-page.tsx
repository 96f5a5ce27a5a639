import type { TSubscription } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';
import { useFormat } from '../../../lib/format';
import { useSubscription } from '../../../lib/subscriptions/get-subscriptions';
import { AccessClosed } from '../components/access-closed';
import { AccessPending } from '../components/access-pending';

function Room({ subscription }: { subscription?: TSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const until = subscription?.post_graduation_access_end_date;
  return (
    <Page title={t('pages.room.title')} subtitle={subscription?.course_name ?? t('pages.room.description')}>
      <Stack spacing={2}>
        {subscription?.access === 'view_only' && until && (
          <Alert severity="info">{t('enrolment.access.viewOnly', { date: format.date(until) })}</Alert>
        )}
        <UpcomingNotice />
      </Stack>
    </Page>
  );
}

/** A subscription's room: blocked while access is pending or closed, read-only after graduating. */
function SubscriptionRoom({ id }: { id: number }) {
  const subscription = useSubscription(id);
  if (subscription.isPending) return <LoadingScreen />;
  // the spec: a subscription load failure redirects to the dashboard
  if (subscription.isError) return <Navigate to="/dashboard" replace />;
  const { data } = subscription;
  if (data.access === 'pending') return <AccessPending remark={data.student_remark} />;
  if (data.access === 'closed') return <AccessClosed subscription={data} />;
  return <Room subscription={data} />;
}

export function RoomPage() {
  const { id } = useParams();
  if (id === undefined) return <Room />;
  const subscriptionId = Number(id);
  if (!Number.isInteger(subscriptionId) || subscriptionId <= 0) return <Navigate to="/dashboard" replace />;
  return <SubscriptionRoom id={subscriptionId} />;
}
