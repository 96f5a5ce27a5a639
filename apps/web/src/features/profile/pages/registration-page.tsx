import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { RegistrationCard } from '../components/registration-card';

/** `/register` (login required). */
export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.registration.title')} subtitle={t('pages.registration.description')} maxWidth="md">
      <RegistrationCard />
    </Page>
  );
}
