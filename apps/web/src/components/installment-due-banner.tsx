import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { TSubscription, TUpcomingInstallment } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../lib/format';
import { useUpcomingInstallment } from '../features/payments/api/get-upcoming-installment';

/** Due today, due on a date to come, or overdue by a number of days (spec section 4). */
export function useDueText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (installment: TUpcomingInstallment, currency: string) => {
    const amount = format.money(installment.due_amount, currency);
    const days = installment.days_until_due;
    if (days === 0) return t('checkout.due.today', { amount });
    if (days > 0) return t('checkout.due.future', { amount, date: format.date(installment.due_date) });
    return t('checkout.due.overdue', { amount, count: -days });
  };
}

/** The next instalment of a subscription on a payment plan, with a way to pay it; nothing when none is due. */
export function InstallmentDueBanner({
  subscription,
}: {
  subscription: Pick<TSubscription, 'id' | 'course' | 'payment_status' | 'price_currency'>;
}) {
  const { t } = useTranslation();
  const dueText = useDueText();
  const onPlan = subscription.payment_status === 'partially_paid';
  const installment = useUpcomingInstallment(subscription.id, onPlan);
  if (!onPlan || !installment.data) return null;
  const days = installment.data.days_until_due;
  return (
    <Alert
      severity={days < 0 ? 'error' : days === 0 ? 'warning' : 'info'}
      action={
        installment.data.can_pay.can_pay && (
          <Button
            component={RouterLink}
            to={`/checkout/${subscription.course}?subscription=${subscription.id}`}
            color="inherit"
            size="small"
          >
            {t('checkout.due.pay')}
          </Button>
        )
      }
    >
      {dueText(installment.data, subscription.price_currency)}
    </Alert>
  );
}
