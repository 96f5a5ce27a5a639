import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZLedgerPayment } from './ledger-payment';
import { PAYMENT_KINDS } from './pay-by-card';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-states';

export const ZListLedgerPaymentsQuery = ZStaffListQuery(['created_at', 'amount', 'student']).extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  kind: z.enum(PAYMENT_KINDS).optional(),
  program: z.coerce.number().int().positive().optional(),
  /**
   * What a payment waits on: its provider's answer (card or Interac), the student at the desk (a slip),
   * or, refunded, its money leaving.
   */
  awaiting: z.enum(['provider', 'school', 'refund']).optional(),
  /** One student's payments. */
  student: z.coerce.number().int().positive().optional(),
});
export type TListLedgerPaymentsQuery = z.infer<typeof ZListLedgerPaymentsQuery>;

export const ZListLedgerPaymentsResponse = listOf(ZLedgerPayment);
export type TListLedgerPaymentsResponse = z.infer<typeof ZListLedgerPaymentsResponse>;

export const listLedgerPayments = operation({
  method: 'GET',
  path: '/api/v1/staff/payments/',
  tag: 'staff',
  summary: 'Every payment and attempt, newest first; searchable by student or reference code',
  query: ZListLedgerPaymentsQuery,
  response: ZListLedgerPaymentsResponse,
  errors: [401, 403],
  staff: { resource: 'payments', action: 'read' },
});
