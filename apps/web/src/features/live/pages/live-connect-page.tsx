import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function LiveConnectPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.liveConnect.title')} subtitle={t('pages.liveConnect.description')}>
      <UpcomingNotice />
    </Page>
  );
}
