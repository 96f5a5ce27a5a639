import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function LoginUnprotectedPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.loginUnprotected.title')} subtitle={t('pages.loginUnprotected.description')}>
      <UpcomingNotice />
    </Page>
  );
}
