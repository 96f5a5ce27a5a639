import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function RegistrationFeeThanksPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('pages.registrationFeeThanks.title')}
      subtitle={t('pages.registrationFeeThanks.description')}
    >
      <UpcomingNotice />
    </Page>
  );
}
