import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function QuizPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.quiz.title')} subtitle={t('pages.quiz.description')}>
      <UpcomingNotice />
    </Page>
  );
}
