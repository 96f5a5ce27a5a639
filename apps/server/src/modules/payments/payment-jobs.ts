import type { AppContext } from '../../context';
import { namesOf } from '../../lib/names';
import type { InteracProvider } from '../../providers/interac/interac-provider';
import type { CardGateway } from '../../providers/payments/card-gateway';
import { findOwnSubscription } from '../enrolment/enrolment.service';
import { sendPaymentMail, sendSchoolRequestMail } from '../mail/account-mails';
import { findAccountOfStudent } from '../auth/students.service';
import { verifyInterac } from './interac-payments.service';
import { settlePayment } from './payment-settlement';
import { type PaymentRow, findPayment, updatePayment } from './payments.repository';
import { SCHOOL_REQUEST_MAIL_JOB, schoolPaymentRequest } from './school-payments.service';
import { readerOf } from '../institute/content-language';

type Providers = { gateway: CardGateway; interac: InteracProvider };

async function paymentOf(ctx: AppContext, payload: Record<string, unknown>) {
  const payment = await findPayment(ctx.db, Number(payload.paymentId));
  if (!payment) throw new Error(`No payment ${String(payload.paymentId)}.`);
  return payment;
}

async function mailStudent(
  ctx: AppContext,
  kind: 'paymentReceived' | 'paymentRefunded',
  payment: PaymentRow,
) {
  const account = await findAccountOfStudent(ctx.db, payment.studentId);
  const own = await findOwnSubscription(ctx.db, payment.studentId, payment.subscriptionId);
  if (!account || !own) return;
  // a refund staff made says why the money came back, and whether the program closed with it
  const issued = kind === 'paymentRefunded' && payment.refundReason !== null;
  await sendPaymentMail(ctx, issued ? 'refundIssued' : kind, account, {
    ended: issued && own.subscription.status === 'cancelled',
    amountCents: payment.amountCents,
    currency: payment.currency,
    program: namesOf(own.course),
    paidAt: kind === 'paymentRefunded' ? (payment.refundedAt ?? payment.updatedAt) : payment.updatedAt,
    messageId: `payment-${payment.id}-${kind === 'paymentReceived' ? 'receipt' : 'refund'}`,
  });
}

/** The slip of a request to pay at the school, while the request is still open. */
async function mailSchoolRequest(ctx: AppContext, payment: PaymentRow) {
  if (payment.status !== 'pending') return;
  const account = await findAccountOfStudent(ctx.db, payment.studentId);
  if (!account) return;
  // in the student's own language: the mail has no page to ask
  const request = await schoolPaymentRequest(
    ctx,
    payment.studentId,
    payment.id,
    await readerOf(ctx, null, account.language),
  );
  await sendSchoolRequestMail(ctx, account, request, `payment-${payment.id}-school-request`);
}

const interacOf = (providers: Providers, payment: PaymentRow) =>
  payment.provider === `interac-${providers.interac.kind}` ? providers.interac : null;
const gatewayOf = (providers: Providers, payment: PaymentRow) =>
  payment.provider === providers.gateway.kind ? providers.gateway : null;

/**
 * An attempt a newer one replaced is withdrawn at its provider. One the payer completed first (an
 * Interac approval, a charge under way) is settled like any late answer: it pays the obligation if it
 * is still due, and is refunded otherwise.
 */
async function withdraw(ctx: AppContext, providers: Providers, payment: PaymentRow) {
  if (payment.status !== 'cancelled' || !payment.providerPaymentId) return;
  const interac = interacOf(providers, payment);
  if (interac) {
    const state = await interac.cancel(payment.providerPaymentId, ctx.now());
    // approved and being verified: the next try finds it settled
    if (state === 'processing') throw new Error(`The Interac payment ${payment.id} is being verified.`);
    if (state === 'complete')
      await settlePayment(ctx, payment, { status: 'succeeded', intentId: payment.providerPaymentId });
    return;
  }
  const gateway = gatewayOf(providers, payment);
  if (!gateway) return;
  const result = await gateway.cancel(payment.providerPaymentId);
  if (result.status === 'succeeded') await settlePayment(ctx, payment, result);
}

/** Sends a refunded payment's money back through its provider, then tells the student by mail. */
async function returnMoney(ctx: AppContext, providers: Providers, payment: PaymentRow) {
  if (payment.status !== 'refunded' || payment.refundedAt) return;
  const interac = interacOf(providers, payment);
  const gateway = gatewayOf(providers, payment);
  if (interac) await interac.refund(payment.providerPaymentId!);
  else if (gateway) await gateway.refund(payment.providerPaymentId!, `portal-refund-${payment.id}`);
  else throw new Error(`No provider ${payment.provider} to refund the payment ${payment.id}.`);
  await ctx.db.transaction(async (tx) => {
    await updatePayment(tx, payment.id, { refundedAt: ctx.now() });
    await ctx.jobs.add(tx, {
      topic: 'payment.refund-mail',
      key: `payment.refund-mail:${payment.id}`,
      payload: { paymentId: payment.id },
    });
  });
}

/** What a payment leaves to do after its commit: each job is retried until it is done. */
export function workPaymentJobs(ctx: AppContext, providers: Providers) {
  ctx.jobs.work('payment.receipt', async (payload) =>
    mailStudent(ctx, 'paymentReceived', await paymentOf(ctx, payload)),
  );
  ctx.jobs.work('payment.refund', async (payload) =>
    returnMoney(ctx, providers, await paymentOf(ctx, payload)),
  );
  ctx.jobs.work('payment.refund-mail', async (payload) =>
    mailStudent(ctx, 'paymentRefunded', await paymentOf(ctx, payload)),
  );
  ctx.jobs.work(SCHOOL_REQUEST_MAIL_JOB, async (payload) =>
    mailSchoolRequest(ctx, await paymentOf(ctx, payload)),
  );
  ctx.jobs.work('payment.cancel', async (payload) => withdraw(ctx, providers, await paymentOf(ctx, payload)));
  ctx.jobs.work('payment.verify', async (payload) => {
    const payment = await paymentOf(ctx, payload);
    if (interacOf(providers, payment)) await verifyInterac(ctx, providers.interac, payment);
  });
}
