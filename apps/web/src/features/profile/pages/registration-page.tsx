import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.registration.title')} subtitle={t('pages.registration.description')}>
      <UpcomingNotice />
    </Page>
  );
}
