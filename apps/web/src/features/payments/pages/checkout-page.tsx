import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.checkout.title')} subtitle={t('pages.checkout.description')}>
      <UpcomingNotice />
    </Page>
  );
}
