import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function PaymentDetailsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.paymentDetails.title')} subtitle={t('pages.paymentDetails.description')}>
      <UpcomingNotice />
    </Page>
  );
}
