import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function OnboardRegistrationPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.onboardRegistration.title')} subtitle={t('pages.onboardRegistration.description')}>
      <UpcomingNotice />
    </Page>
  );
}
