import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { LiveOff } from '../components/live-off';
import { LiveSessionList } from '../components/live-session-list';
import { useLiveSessionsEnabled } from '../hooks/use-live-sessions-enabled';

/** `/live-connect`: the student's live sessions of every program, by status tab (`?status=`). */
export function LiveConnectPage() {
  const { t } = useTranslation();
  const live = useLiveSessionsEnabled();
  return (
    <Page
      title={t('pages.liveConnect.title')}
      subtitle={live.enabled ? t('pages.liveConnect.description') : undefined}
    >
      {live.pending ? <LoadingScreen /> : live.enabled ? <LiveSessionList /> : <LiveOff />}
    </Page>
  );
}
