import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function VerifyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.verify.title')} subtitle={t('pages.verify.description')}>
      <UpcomingNotice />
    </Page>
  );
}
