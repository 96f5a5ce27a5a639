import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSubscription } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SubscriptionSuccessDialog } from '../../../components/subscription-success-dialog';
import { useFormat } from '../../../lib/format';
import { useUpcomingInstallment } from '../api/get-upcoming-installment';
import { useCardPayment } from '../hooks/use-card-payment';
import { initialPaymentState } from '../payment-state';
import { CardPaymentDialog } from './card-payment-dialog';
import { useDueText } from '../../../components/installment-due-banner';

/** The next instalment of one subscription, paid here by card or at checkout another way. */
export function PendingInstallmentCard({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dueText = useDueText();
  const installment = useUpcomingInstallment(subscription.id);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const payByCard = useCardPayment({
    courseId: subscription.course,
    subscriptionId: subscription.id,
    state: {
      ...initialPaymentState('pay_by_card'),
      paymentType: 'installment',
      installment: installment.data ?? null,
    },
    onComplete: () => {
      setPaying(false);
      setPaid(true);
    },
  });

  if (installment.isPending) return <Skeleton variant="rounded" height={120} />;
  if (!installment.data) return null;
  const due = installment.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="h3" lang={subscription.course_name_lang}>
              {subscription.course_name}
            </Typography>
            <Typography variant="body2">
              {t('paymentDetails.installmentNumber', { number: due.number })}
            </Typography>
            <Typography
              variant="body2"
              sx={{ color: due.days_until_due < 0 ? 'error.main' : 'text.secondary' }}
            >
              {dueText(due, subscription.price_currency)}
            </Typography>
            {!due.can_pay.can_pay && due.can_pay.reason && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {due.can_pay.reason}
              </Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              component={RouterLink}
              to={`/checkout/${subscription.course}?subscription=${subscription.id}`}
              disabled={!due.can_pay.can_pay}
            >
              {t('paymentDetails.otherWays')}
            </Button>
            <Button variant="contained" onClick={() => setPaying(true)} disabled={!due.can_pay.can_pay}>
              {t('paymentDetails.payAmount', {
                amount: format.money(due.due_amount, subscription.price_currency),
              })}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <CardPaymentDialog
        mode="pay"
        open={paying}
        onClose={() => setPaying(false)}
        programName={subscription.course_name}
        programLang={subscription.course_name_lang}
        programFees={subscription.price}
        amount={due.due_amount}
        currency={subscription.price_currency}
        onSubmit={payByCard}
      />
      <SubscriptionSuccessDialog open={paid} subscription={subscription} onClose={() => setPaid(false)} />
    </Card>
  );
}
