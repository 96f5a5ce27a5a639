import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.register.title')} subtitle={t('pages.register.description')}>
      <UpcomingNotice />
    </Page>
  );
}
