import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function LiveSessionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.liveSession.title')} subtitle={t('pages.liveSession.description')}>
      <UpcomingNotice />
    </Page>
  );
}
