import { PORTAL_PAGES } from '@portal/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { useSubscription } from '../../enrolment/api/get-subscription';
import { LiveOff } from '../components/live-off';
import { LiveSessionList } from '../components/live-session-list';
import { useLiveSessionsEnabled } from '../hooks/use-live-sessions-enabled';

/** `live-session/{slug}/{id}` in the course room (id: the subscription's): the program's live sessions. */
export function LiveSessionPage() {
  const { t } = useTranslation();
  const { slug = '', id } = useParams();
  const subscriptionId = Number(id);
  const valid = Number.isInteger(subscriptionId) && subscriptionId > 0;
  const live = useLiveSessionsEnabled();
  const subscription = useSubscription(subscriptionId);

  if (!valid || (isApiError(subscription.error) && subscription.error.status === 404))
    return <NotFoundView />;
  const room = PORTAL_PAGES.room(subscription.data?.course_slug ?? slug, subscriptionId);
  const backToRoom = (
    <Button component={RouterLink} to={room} startIcon={<ArrowBackIcon />} variant="outlined">
      {t('live.backToProgram')}
    </Button>
  );
  return (
    <Page
      title={t('pages.liveSession.title')}
      subtitle={
        subscription.data && (
          <span lang={subscription.data.course_name_lang}>{subscription.data.course_name}</span>
        )
      }
      actions={live.enabled ? backToRoom : undefined}
    >
      {live.pending || subscription.isPending ? (
        <LoadingScreen />
      ) : !live.enabled ? (
        <LiveOff backTo={room} backLabel={t('live.backToProgram')} />
      ) : subscription.isError ? (
        <RetryAlert message={t('live.loadFailed')} onRetry={() => void subscription.refetch()} />
      ) : (
        <LiveSessionList course={subscription.data.course} />
      )}
    </Page>
  );
}
