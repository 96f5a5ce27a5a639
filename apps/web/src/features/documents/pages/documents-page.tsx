import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.documents.title')} subtitle={t('pages.documents.description')}>
      <UpcomingNotice />
    </Page>
  );
}
