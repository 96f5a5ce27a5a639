import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function CourseJoinPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.courseJoin.title')} subtitle={t('pages.courseJoin.description')}>
      <UpcomingNotice />
    </Page>
  );
}
