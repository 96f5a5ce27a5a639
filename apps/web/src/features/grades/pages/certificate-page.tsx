import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function CertificatePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.certificate.title')} subtitle={t('pages.certificate.description')}>
      <UpcomingNotice />
    </Page>
  );
}
