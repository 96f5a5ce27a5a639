import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { ThanksScreen } from '../../../components/thanks-screen';
import { useSession } from '../../../lib/session';
import { PendingPaymentWatcher } from '../components/pending-payment-watcher';

/** A payment the bank has not confirmed yet: the page follows it, and an email follows too. */
export function PaymentPendingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const courseId = Number(id);
  const subscriptionId = Number(search.get('subscription'));
  const watch = Boolean(session.data) && courseId > 0 && subscriptionId > 0;
  return (
    <ThanksScreen
      icon={<HourglassTopIcon />}
      title={t('pages.paymentPending.title')}
      programOpen={false}
      paragraphs={({ name, lang }) => [
        <SentenceWithName i18nKey="pages.paymentPending.text" name={name} lang={lang} />,
        t('pages.paymentPending.next'),
      ]}
    >
      {watch && <PendingPaymentWatcher courseId={courseId} subscriptionId={subscriptionId} />}
    </ThanksScreen>
  );
}
