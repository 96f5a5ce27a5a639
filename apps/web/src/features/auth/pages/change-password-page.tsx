import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.changePassword.title')} subtitle={t('pages.changePassword.description')}>
      <UpcomingNotice />
    </Page>
  );
}
