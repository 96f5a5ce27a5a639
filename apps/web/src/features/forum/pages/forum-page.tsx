import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function ForumPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.forum.title')} subtitle={t('pages.forum.description')}>
      <UpcomingNotice />
    </Page>
  );
}
