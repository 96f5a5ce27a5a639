import { z } from 'zod';
import { ZCents } from '../common/money';
import { PAYMENT_KINDS } from './pay-by-card';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-states';

/** One payment as the school's finance office keeps it: whose, for what, how, and where it stands. */
export const ZLedgerPayment = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string() }),
  subscription_id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: ZCents,
  currency: z.string(),
  /** A payment at the school: the code on the student's slip. */
  reference_code: z.string().nullable(),
  /** Why an attempt failed or was refunded, in English. */
  failure_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the money went back to the payer: null while a refund waits on its provider. */
  refunded_at: z.string().nullable(),
  /** Why staff refunded it. */
  refund_reason: z.string().nullable(),
});
export type TLedgerPayment = z.infer<typeof ZLedgerPayment>;

export const ZLedgerPaymentParams = z.object({ id: z.coerce.number().int().positive() });
