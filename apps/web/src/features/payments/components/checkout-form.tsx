import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCourseDetail, TPaymentPlan, TSubscription, TUpcomingInstallment } from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInstitute } from '../../institute/api/get-institute';
import { useFormat } from '../../../lib/format';
import { useCardPayment } from '../hooks/use-card-payment';
import {
  amountToPay,
  type PayBy,
  type PaymentState,
  payByOptions,
  paymentExtras,
  paymentKindOf,
  thanksPath,
} from '../payment-state';
import { CardPaymentDialog } from './card-payment-dialog';
import { CheckoutSummary } from './checkout-summary';
import { InteracPayPanel } from './interac-pay-panel';
import { PayAtSchoolCard } from './pay-at-school-card';
import { PaymentModeSelector } from './payment-mode-selector';
import { type PaymentChoice, PaymentTypeSelector } from './payment-type-selector';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography variant="h5" component="h2">
        {number}. {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * What to pay (in full, a plan's registration fee, or the next instalment) and how (Interac, card,
 * at the school), then the way to pay it.
 */
export function CheckoutForm({
  course,
  subscription,
  plans,
  installment,
}: {
  course: TCourseDetail;
  subscription: TSubscription;
  plans: TPaymentPlan[];
  /** Set when the registration fee is paid: the instalment is what is due now. */
  installment: TUpcomingInstallment | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const institute = useInstitute();
  const options = payByOptions(Boolean(institute.data?.enable_click2pay), course.enable_paid_at_school);
  const [choice, setChoice] = useState<PaymentChoice>('full');
  const [payBy, setPayBy] = useState<PayBy>(options[0]!);
  const [cardOpen, setCardOpen] = useState(false);

  const plan = choice === 'full' ? null : (plans.find((p) => p.id === choice) ?? null);
  const state: PaymentState = {
    paymentType: installment ? 'installment' : plan ? 'payment_plan' : 'full_payment',
    payBy: options.includes(payBy) ? payBy : 'pay_by_card',
    payThrough: 'self_paid',
    plan,
    installment,
  };
  const kind = paymentKindOf(state);
  const amount = amountToPay(state, subscription);
  const amountLabel = format.money(amount, subscription.price_currency);
  const payByCard = useCardPayment({
    courseId: course.id,
    subscriptionId: subscription.id,
    state,
    onComplete: () => void navigate(thanksPath(course.id, kind, subscription.id)),
  });

  const dueLabel = installment
    ? t('checkout.dueInstallment', { number: installment.number })
    : t('checkout.dueToday');
  let step = 1;

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={4}>
          {!installment && plans.length > 0 && (
            <Step number={step++} title={t('checkout.type.label')}>
              <PaymentTypeSelector
                price={subscription.price}
                currency={subscription.price_currency}
                plans={plans}
                value={choice}
                onChange={setChoice}
              />
            </Step>
          )}
          <Step number={step++} title={t('checkout.modes.label')}>
            <PaymentModeSelector options={options} value={state.payBy} onChange={setPayBy} />
          </Step>
          <Step number={step++} title={t('checkout.pay', { amount: amountLabel })}>
            {state.payBy === 'pay_by_card' && (
              <Button
                variant="contained"
                size="large"
                onClick={() => setCardOpen(true)}
                sx={{ alignSelf: { sm: 'flex-start' } }}
              >
                {t('checkout.payByCard', { amount: amountLabel })}
              </Button>
            )}
            {state.payBy === 'click2pay' && (
              <InteracPayPanel
                courseId={course.id}
                subscriptionId={subscription.id}
                kind={kind}
                amountLabel={amountLabel}
                extras={paymentExtras(state)}
              />
            )}
            {state.payBy === 'paid_to_school' && (
              <PayAtSchoolCard
                courseId={course.id}
                subscriptionId={subscription.id}
                schoolName={institute.data?.name ?? ''}
                planId={plan?.id ?? null}
              />
            )}
          </Step>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <CheckoutSummary course={course} subscription={subscription} amount={amount} dueLabel={dueLabel} />
      </Grid>
      <CardPaymentDialog
        mode="pay"
        open={cardOpen}
        onClose={() => setCardOpen(false)}
        programName={course.name}
        programLang={course.lang}
        programFees={subscription.price}
        amount={amount}
        currency={subscription.price_currency}
        onSubmit={payByCard}
      />
    </Grid>
  );
}
