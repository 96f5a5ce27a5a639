import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function NewPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.newPassword.title')} subtitle={t('pages.newPassword.description')}>
      <UpcomingNotice />
    </Page>
  );
}
