import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function GpaScorePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.gpaScore.title')} subtitle={t('pages.gpaScore.description')}>
      <UpcomingNotice />
    </Page>
  );
}
