import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.resetPassword.title')} subtitle={t('pages.resetPassword.description')}>
      <UpcomingNotice />
    </Page>
  );
}
