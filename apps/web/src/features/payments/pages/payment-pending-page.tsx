import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function PaymentPendingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.paymentPending.title')} subtitle={t('pages.paymentPending.description')}>
      <UpcomingNotice />
    </Page>
  );
}
