import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/retry-alert';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { useSubscriptions } from '../../enrolment/api/list-subscriptions';
import { usePaymentHistory } from '../api/list-payments';
import { PaymentHistoryTable } from '../components/payment-history-table';
import { PendingInstallmentCard } from '../components/pending-installment-card';
import { SavedCardPanel } from '../components/saved-card-panel';

const TABS = ['pending', 'history', 'card'] as const;
type TabName = (typeof TABS)[number];

function PendingPayments() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <LoadingScreen />;
  if (subscriptions.isError)
    return (
      <RetryAlert message={t('paymentDetails.loadFailed')} onRetry={() => void subscriptions.refetch()} />
    );
  const unpaid = subscriptions.data.results.filter(
    (s) => s.status !== 'cancelled' && s.payment_status === 'unpaid',
  );
  const onPlan = subscriptions.data.results.filter((s) => s.payment_status === 'partially_paid');
  if (unpaid.length === 0 && onPlan.length === 0)
    return <EmptyState title={t('paymentDetails.nothingDue')} text={t('paymentDetails.nothingDueText')} />;
  return (
    <Stack spacing={2}>
      {onPlan.map((s) => (
        <PendingInstallmentCard key={s.id} subscription={s} />
      ))}
      {unpaid.map((s) => (
        <Alert
          key={s.id}
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={`/checkout/${s.course}?subscription=${s.id}`}
              color="inherit"
              size="small"
            >
              {t('paymentDetails.completePayment')}
            </Button>
          }
        >
          <SentenceWithName i18nKey="paymentDetails.unpaid" name={s.course_name} lang={s.course_name_lang} />
        </Alert>
      ))}
    </Stack>
  );
}

function History() {
  const { t } = useTranslation();
  const history = usePaymentHistory();
  if (history.isPending) return <LoadingScreen />;
  if (history.isError)
    return <RetryAlert message={t('paymentDetails.loadFailed')} onRetry={() => void history.refetch()} />;
  if (history.data.results.length === 0)
    return <EmptyState title={t('paymentDetails.noPayments')} text={t('paymentDetails.noPaymentsText')} />;
  return <PaymentHistoryTable payments={history.data.results} />;
}

/** 'My Purchases': what is due, what was paid with its receipts, and the saved card. */
export function PaymentDetailsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: TabName = TABS.includes(asked as TabName) ? (asked as TabName) : 'pending';
  return (
    <Page title={t('pages.paymentDetails.title')} subtitle={t('pages.paymentDetails.description')}>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setSearch({ tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="pending" label={t('paymentDetails.pendingTab')} />
        <Tab value="history" label={t('paymentDetails.historyTab')} />
        <Tab value="card" label={t('paymentDetails.cardTab')} />
      </Tabs>
      <Box role="tabpanel" aria-label={t(`paymentDetails.${tab}Tab`)}>
        {tab === 'pending' && <PendingPayments />}
        {tab === 'history' && <History />}
        {tab === 'card' && <SavedCardPanel />}
      </Box>
    </Page>
  );
}
