import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.description')}>
      <UpcomingNotice />
    </Page>
  );
}
