import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function TranscriptPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.transcript.title')} subtitle={t('pages.transcript.description')}>
      <UpcomingNotice />
    </Page>
  );
}
