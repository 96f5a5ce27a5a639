import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function ProgramQuizPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.programQuiz.title')} subtitle={t('pages.programQuiz.description')}>
      <UpcomingNotice />
    </Page>
  );
}
