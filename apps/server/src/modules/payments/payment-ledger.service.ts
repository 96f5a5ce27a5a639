import {
  type TLedgerPayment,
  type TListLedgerPaymentsQuery,
  type TRecordPaymentAtSchool,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import type { AuditActor } from '../staff/audit-log';
import { type LedgerRow, findLedgerPayment, pageOfLedger } from './payment-ledger.repository';
import { recordSchoolPayment, recordSchoolPaymentByCode } from './school-payments.service';

function present({ payment, student, program }: LedgerRow): TLedgerPayment {
  return {
    id: payment.id,
    student,
    program,
    subscription_id: payment.subscriptionId,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    amount: payment.amountCents,
    currency: payment.currency,
    reference_code: payment.referenceCode,
    failure_message: payment.failureMessage,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    refund_reason: payment.refundReason,
  };
}

export async function listLedgerPayments(ctx: AppContext, query: TListLedgerPaymentsQuery) {
  const { count, rows } = await pageOfLedger(ctx.db, query);
  return { count, results: rows.map(present) };
}

export async function getLedgerPayment(ctx: AppContext, id: number): Promise<TLedgerPayment> {
  const row = await findLedgerPayment(ctx.db, id);
  if (!row) throw new NotFound(staffCoded('staff.money.paymentNotFound'));
  return present(row);
}

/**
 * Money received at the school's desk, by the slip's reference code or for a student's program, as
 * `portal record-payment` records it: the program opens, a receipt is mailed, the audit log says who.
 */
export async function recordPaymentAtSchool(
  ctx: AppContext,
  actor: AuditActor,
  body: TRecordPaymentAtSchool,
): Promise<TLedgerPayment> {
  const payment =
    'reference_code' in body
      ? (await recordSchoolPaymentByCode(ctx, actor, body.reference_code, body.amount)).payment
      : await recordSchoolPayment(ctx, actor, body.student, { id: body.program }, body.amount);
  return getLedgerPayment(ctx, payment.id);
}
