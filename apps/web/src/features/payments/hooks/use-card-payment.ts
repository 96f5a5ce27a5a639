import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../institute/api/get-site-config';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';
import { postPayment } from '../api/pay';
import type { CardFieldsHandle } from '../card/card-fields';
import { runCardPayment } from '../card/run-card-payment';
import type { CardSubmitResult } from '../components/card-payment-dialog';
import { type PaymentState, paymentExtras, paymentKindOf } from '../payment-state';

/**
 * The card dialog's submit for one subscription: each submit is one attempt under its own
 * idempotency key; a complete payment calls `onComplete`, one the bank has not settled yet goes to
 * the payment-pending page.
 */
export function useCardPayment({
  courseId,
  subscriptionId,
  state,
  onComplete,
}: {
  courseId: number;
  subscriptionId: number;
  state: PaymentState;
  onComplete: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const siteConfig = useSiteConfig();

  return async (card: CardFieldsHandle, saveCard: boolean): Promise<CardSubmitResult> => {
    const kind = paymentKindOf(state);
    const key = crypto.randomUUID();
    const outcome = await runCardPayment(card, (body) => postPayment(kind, body, key), {
      subscription: subscriptionId,
      save_card: saveCard,
      public_key: siteConfig.data?.payment_public_key ?? null,
      extras: paymentExtras(state),
    });
    await queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    if (outcome.kind === 'complete') {
      onComplete();
      return undefined;
    }
    if (outcome.kind === 'pending') {
      void navigate(`/checkout/${courseId}/payment-pending?subscription=${subscriptionId}`);
      return undefined;
    }
    // said once, in the card dialog the student is looking at, with the server's answer under it
    return outcome;
  };
}
