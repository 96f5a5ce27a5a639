import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function ProgramCompletionPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.programCompletion.title')} subtitle={t('pages.programCompletion.description')}>
      <UpcomingNotice />
    </Page>
  );
}
