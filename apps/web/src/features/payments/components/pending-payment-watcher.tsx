import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPaymentKind } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';
import { usePaymentStatus } from '../api/get-payment-status';
import { thanksPath } from '../payment-state';

const settled = (status: string | undefined) => status === 'complete' || status === 'failed';

/**
 * Keeps asking about a payment the bank has not settled, every 10 seconds, and moves on to the
 * thanks page once it is complete: a confirmation cut short is finished here.
 */
export function PendingPaymentWatcher({
  courseId,
  subscriptionId,
}: {
  courseId: number;
  subscriptionId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = usePaymentStatus(subscriptionId, { pollWhile: (data) => !settled(data?.status) });
  const latest = status.data;

  useEffect(() => {
    if (latest?.status !== 'complete') return;
    void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    void navigate(
      thanksPath(courseId, (latest.payment_type ?? 'full_payment') as TPaymentKind, subscriptionId),
      {
        replace: true,
      },
    );
  }, [latest, courseId, subscriptionId, navigate, queryClient]);

  const tryAgain = (
    <Button
      component={RouterLink}
      to={`/checkout/${courseId}?subscription=${subscriptionId}`}
      color="inherit"
      size="small"
    >
      {t('checkout.interac.tryAgain')}
    </Button>
  );
  if (latest?.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }} action={tryAgain}>
        {t('messages.payment.failed')}
      </Alert>
    );
  }
  // a payment left at the bank unapproved is replaced by the next attempt, never charged beside it
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={18} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('checkout.pendingWatch')}
        </Typography>
      </Stack>
      <Alert severity="info" sx={{ textAlign: 'left' }} action={tryAgain}>
        {t('checkout.pendingClosed')}
      </Alert>
    </Stack>
  );
}
