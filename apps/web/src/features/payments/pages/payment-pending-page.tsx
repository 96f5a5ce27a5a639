import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslation } from 'react-i18next';
import { ThanksScreen } from '../../../components/thanks-screen';

/** An Interac payment the bank has not confirmed yet: nothing more to do, an email follows. */
export function PaymentPendingPage() {
  const { t } = useTranslation();
  return (
    <ThanksScreen
      icon={<HourglassTopIcon />}
      title={t('pages.paymentPending.title')}
      programOpen={false}
      paragraphs={({ name }) => [t('pages.paymentPending.text', { name }), t('pages.paymentPending.next')]}
    />
  );
}
