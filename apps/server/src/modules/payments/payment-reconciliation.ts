import type { AppContext } from '../../context';
import { reconcileInterac } from './interac-payments.service';
import type { PaymentProviders } from './payment-providers';
import { type PaymentRow, openPaymentsBetween } from './payments.repository';
import { reconcileCard } from './payments.service';

/** Older open payments are left alone: Stripe forgets idempotency keys after a day, payers their links sooner. */
export const RECONCILE_WITHIN_DAYS = 7;
const BATCH = 100;

/**
 * Settles the card and Interac payments left open for longer than the configured wait whose provider
 * has the answer: a charge made just before the process stopped, a 3-D Secure or Interac approval
 * given while no browser came back. Settlement is idempotent, so several processes may run this at
 * once. Answers how many payments it completed or failed.
 */
export async function reconcilePayments(
  ctx: AppContext,
  providers: Pick<PaymentProviders, 'gateway' | 'interac'>,
  onError: (error: unknown, payment: PaymentRow) => void = (error) => {
    throw error;
  },
): Promise<number> {
  const now = ctx.now().getTime();
  const range = {
    since: new Date(now - RECONCILE_WITHIN_DAYS * 86_400_000),
    before: new Date(now - ctx.config.paymentReconcileAfterMs),
  };
  let settled = 0;
  let afterId = 0;
  for (;;) {
    const batch = await openPaymentsBetween(ctx.db, range, afterId, BATCH);
    if (batch.length === 0) return settled;
    for (const payment of batch) {
      try {
        const after =
          payment.provider === `interac-${providers.interac.kind}`
            ? await reconcileInterac(ctx, providers.interac, payment)
            : payment.provider === providers.gateway.kind
              ? await reconcileCard(ctx, providers.gateway, payment, { byKey: true, giveUpUnseen: true })
              : payment;
        if (after.status === 'complete' || after.status === 'failed') settled++;
      } catch (error) {
        onError(error, payment);
      }
    }
    afterId = batch.at(-1)!.id;
  }
}

/** A cron expression for every so many minutes: each minute at most, each hour at least. */
export function cronEvery(minutes: number): string {
  const every = Math.min(60, Math.max(1, Math.round(minutes)));
  return every === 1 ? '* * * * *' : every === 60 ? '0 * * * *' : `*/${every} * * * *`;
}

/** Reconciles as each process starts and about every `paymentReconcileAfterMs`, as jobs of the queue. */
export function schedulePaymentReconciliation(ctx: AppContext, providers: PaymentProviders) {
  ctx.jobs.every(
    'payments.reconcile',
    cronEvery(ctx.config.paymentReconcileAfterMs / 60_000),
    async () => {
      await reconcilePayments(ctx, providers);
    },
    { atStart: true },
  );
}
