import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function RoomPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.room.title')} subtitle={t('pages.room.description')}>
      <UpcomingNotice />
    </Page>
  );
}
