import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function RegisterUnprotectedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.registerUnprotected.title')} subtitle={t('pages.registerUnprotected.description')}>
      <UpcomingNotice />
    </Page>
  );
}
