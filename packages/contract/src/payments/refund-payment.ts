import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLedgerPayment, ZLedgerPaymentParams } from './ledger-payment';

/**
 * A completed payment given back in full, through its provider (at the desk for one paid at the
 * school). With `end_access` the student withdraws: the program closes and its open instalments are
 * cancelled. Without it the school waives the amount: the student keeps their access and owes nothing
 * more for it.
 */
export const ZRefundPayment = z.object({
  reason: z.string().trim().min(1).max(500),
  end_access: z.boolean().default(false),
});
export type TRefundPayment = z.infer<typeof ZRefundPayment>;

export const refundPayment = operation({
  method: 'POST',
  path: '/api/v1/staff/payments/:id/refund/',
  tag: 'staff',
  summary: 'Refund a completed payment in full, ending the access it paid for or not',
  params: ZLedgerPaymentParams,
  body: ZRefundPayment,
  response: ZLedgerPayment,
  errors: [401, 403, 404, 409],
  staff: { resource: 'payments', action: 'refund' },
});
