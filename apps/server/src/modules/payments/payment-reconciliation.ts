import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AFTER_START_MS, type PeriodicTask, runPeriodically } from '../../lib/periodic-task';
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

/** Reconciles soon after start and then every `paymentReconcileAfterMs`, until stopped. */
export function startPaymentReconciliation(
  ctx: AppContext,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
): PeriodicTask {
  return runPeriodically(
    async () => {
      const settled = await reconcilePayments(ctx, providers, (error, payment) =>
        log.error({ err: error, payment: payment.id }, 'a payment could not be looked up at its provider'),
      );
      if (settled > 0) log.info({ settled }, 'open payments settled from their provider');
    },
    ctx.config.paymentReconcileAfterMs,
    (error) => log.error({ err: error }, 'payment reconciliation failed'),
    { firstRunAfterMs: AFTER_START_MS },
  );
}
