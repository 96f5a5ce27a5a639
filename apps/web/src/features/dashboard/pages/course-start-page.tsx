import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function CourseStartPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.courseStart.title')} subtitle={t('pages.courseStart.description')}>
      <UpcomingNotice />
    </Page>
  );
}
