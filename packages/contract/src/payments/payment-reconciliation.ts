import { z } from 'zod';
import { operation } from '../common/operation';

/** How many payments wait in one state, and since when the oldest does. */
const ZWaiting = z.object({ count: z.number().int(), oldest_at: z.string().nullable() });

/** Background work on payments (provider calls, receipts, refunds) that used up its tries. */
export const ZFailedPaymentJob = z.object({
  id: z.string(),
  topic: z.string(),
  payment_id: z.number().int().nullable(),
  error: z.string(),
  attempts: z.number().int(),
  at: z.string(),
});
export type TFailedPaymentJob = z.infer<typeof ZFailedPaymentJob>;

/**
 * Where the ledger stands against its providers: attempts still waiting for a card gateway or a bank,
 * those too old for the portal to check on its own, slips not yet paid at the desk, refunds whose money
 * has not left yet, and payment work that failed for good.
 */
export const ZPaymentReconciliation = z.object({
  /** Attempts the portal checks with their provider every `check_every_minutes`. */
  awaiting_provider: ZWaiting,
  /** Open attempts older than the portal checks: to settle at the provider's dashboard. */
  beyond_window: ZWaiting,
  window_days: z.number().int(),
  check_every_minutes: z.number(),
  slips_open: ZWaiting,
  refunds_pending: ZWaiting,
  failed_jobs: z.array(ZFailedPaymentJob),
});
export type TPaymentReconciliation = z.infer<typeof ZPaymentReconciliation>;

export const getPaymentReconciliation = operation({
  method: 'GET',
  path: '/api/v1/staff/payments/reconciliation/',
  tag: 'staff',
  summary: 'Where the ledger stands against its providers: open attempts, pending refunds, failed work',
  response: ZPaymentReconciliation,
  errors: [401, 403],
  staff: { resource: 'payments', action: 'read' },
});

export const reconcilePaymentsNow = operation({
  method: 'POST',
  path: '/api/v1/staff/payments/reconciliation/',
  tag: 'staff',
  summary: 'Check the open attempts with their providers now, in the background',
  response: z.object({ queued: z.boolean() }),
  status: 202,
  errors: [401, 403],
  staff: { resource: 'payments', action: 'update' },
});

export const retryPaymentJob = operation({
  method: 'POST',
  path: '/api/v1/staff/payments/jobs/:id/retry/',
  tag: 'staff',
  summary: 'Try again a piece of payment work that failed for good',
  params: z.object({ id: z.string().uuid() }),
  response: z.object({ queued: z.boolean() }),
  status: 202,
  errors: [401, 403, 404],
  staff: { resource: 'payments', action: 'update' },
});
