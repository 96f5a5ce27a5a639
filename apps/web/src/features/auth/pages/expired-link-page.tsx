import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function ExpiredLinkPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.expiredLink.title')} subtitle={t('pages.expiredLink.description')}>
      <UpcomingNotice />
    </Page>
  );
}
