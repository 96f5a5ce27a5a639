import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function LearningLevelPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.learningLevel.title')} subtitle={t('pages.learningLevel.description')}>
      <UpcomingNotice />
    </Page>
  );
}
