import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { RegistrationCard } from '../components/registration-card';

/** `/onboard-register` (login required): the same form, for a student arriving to start a program. */
export function OnboardRegistrationPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('pages.onboardRegistration.title')}
      subtitle={t('pages.onboardRegistration.description')}
      maxWidth="md"
    >
      <RegistrationCard />
    </Page>
  );
}
