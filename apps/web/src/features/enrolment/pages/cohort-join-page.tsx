import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function CohortJoinPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.cohortJoin.title')} subtitle={t('pages.cohortJoin.description')}>
      <UpcomingNotice />
    </Page>
  );
}
