import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function FreeTrialThanksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.freeTrialThanks.title')} subtitle={t('pages.freeTrialThanks.description')}>
      <UpcomingNotice />
    </Page>
  );
}
