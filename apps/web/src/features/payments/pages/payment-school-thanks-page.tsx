import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { UpcomingNotice } from '../../../components/upcoming-notice';

export function PaymentSchoolThanksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.paymentSchoolThanks.title')} subtitle={t('pages.paymentSchoolThanks.description')}>
      <UpcomingNotice />
    </Page>
  );
}
