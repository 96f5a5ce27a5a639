import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function AssessmentPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.assessment.title')} subtitle={t('pages.assessment.description')}>
      <UpcomingNotice />
    </Page>
  );
}
