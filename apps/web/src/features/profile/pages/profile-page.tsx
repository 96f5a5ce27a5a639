import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

/** `/profile`, and `/profile/edit`: a path containing 'edit' opens the profile in edit mode. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const editing = pathname.includes('edit');
  return (
    <Page
      title={t('pages.profile.title')}
      subtitle={editing ? t('pages.profile.editing') : t('pages.profile.description')}
    >
      <UpcomingNotice />
    </Page>
  );
}
