import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function LiveJoinPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.liveJoin.title')} subtitle={t('pages.liveJoin.description')}>
      <UpcomingNotice />
    </Page>
  );
}
