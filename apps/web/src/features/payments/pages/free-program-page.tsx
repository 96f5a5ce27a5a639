import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function FreeProgramPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.freeProgram.title')} subtitle={t('pages.freeProgram.description')}>
      <UpcomingNotice />
    </Page>
  );
}
