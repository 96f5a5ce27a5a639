import { z } from 'zod';
import { ZCents } from '../common/money';
import { operation } from '../common/operation';
import { ZLedgerPayment } from './ledger-payment';

/**
 * Money the school received at its desk: by the reference code on the student's slip, or for a
 * student's program. The amount must be the amount due.
 */
export const ZRecordPaymentAtSchool = z.union([
  z.object({ reference_code: z.string().trim().min(1), amount: ZCents }),
  z.object({
    student: z.number().int().positive(),
    program: z.number().int().positive(),
    amount: ZCents,
  }),
]);
export type TRecordPaymentAtSchool = z.infer<typeof ZRecordPaymentAtSchool>;

export const recordPaymentAtSchool = operation({
  method: 'POST',
  path: '/api/v1/staff/payments/school/',
  tag: 'staff',
  summary: 'Record a payment made at the school: the program opens and a receipt is mailed',
  body: ZRecordPaymentAtSchool,
  response: ZLedgerPayment,
  errors: [401, 403, 404, 409],
  staff: { resource: 'payments', action: 'record' },
});
