import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function PaymentThanksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.paymentThanks.title')} subtitle={t('pages.paymentThanks.description')}>
      <UpcomingNotice />
    </Page>
  );
}
