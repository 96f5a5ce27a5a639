import type { TPaymentPlan, TPaymentStatus } from '@portal/contract';
import type { AppContext } from '../../context';
import { daysBetween, schoolDate } from '../../lib/dates';
import { NotFound } from '../../lib/errors';
import type { StudentSession } from '../auth/session';
import { findCourseCohortCourse } from '../catalogue/catalogue.service';
import { findOwnSubscription } from '../enrolment/enrolment.service';
import { type Reader, localize } from '../institute/localize';
import { findInstitute } from '../institute/institute.service';
import type { InteracProvider } from '../../providers/interac/interac-provider';
import type { CardGateway } from '../../providers/payments/card-gateway';
import { reconcileInterac } from './interac-payments.service';
import { reconcileCard } from './payments.service';
import { latestPayment, listInstallments, listPlansOfCourse } from './payments.repository';

export async function paymentPlansFor(
  ctx: AppContext,
  query: { course?: number | undefined; cohort?: number | undefined },
  reader: Reader,
): Promise<TPaymentPlan[]> {
  const courseId =
    query.course ?? (query.cohort !== undefined ? await findCourseCohortCourse(ctx, query.cohort) : null);
  if (!courseId) throw new NotFound();
  return (await listPlansOfCourse(ctx.db, courseId)).map((row) => {
    const plan = localize(row, reader);
    return {
      id: plan.id,
      name: plan.name,
      lang: plan.lang,
      registration_fee: plan.registrationFeeCents,
      due_amount: plan.installments.reduce((total, i) => total + i.amount, 0),
      installments: plan.installments,
    };
  });
}

async function ownSubscription(ctx: AppContext, student: StudentSession, id: number) {
  const row = await findOwnSubscription(ctx.db, student.profile.id, id);
  if (!row) throw new NotFound();
  return row;
}

/** The latest payment of a subscription, as the spec's status poll reads it. */
export async function paymentStatus(
  ctx: AppContext,
  providers: { interac: InteracProvider; gateway: CardGateway },
  student: StudentSession,
  id: number,
): Promise<TPaymentStatus> {
  await ownSubscription(ctx, student, id);
  const latest = await latestPayment(ctx.db, id);
  const payment = latest
    ? await reconcileCard(ctx, providers.gateway, await reconcileInterac(ctx, providers.interac, latest))
    : null;
  if (!payment) {
    return {
      status: 'none',
      handler_status: null,
      click2pay_payment_link: null,
      installment_id: null,
      payment_id: null,
      payment_type: null,
    };
  }
  const status: TPaymentStatus['status'] =
    payment.status === 'processing'
      ? payment.method === 'click2pay'
        ? 'PROCESSING'
        : 'pending'
      : (payment.status as TPaymentStatus['status']);
  return {
    status,
    handler_status: payment.method,
    click2pay_payment_link: payment.method === 'click2pay' ? payment.paymentLink : null,
    installment_id: payment.installmentId,
    payment_id: payment.id,
    payment_type: payment.kind,
  };
}

/** The next instalment to pay, with whether it can be paid now and how many days remain (negative: overdue). */
export async function upcomingInstallment(ctx: AppContext, student: StudentSession, id: number) {
  await ownSubscription(ctx, student, id);
  const next = (await listInstallments(ctx.db, id)).find((i) => i.status === 'pending');
  if (!next) return null;
  const zone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  const today = schoolDate(ctx.now(), zone);
  return {
    id: next.id,
    number: next.number,
    due_date: next.dueDate,
    due_amount: next.dueAmountCents,
    status: next.status as 'pending',
    can_pay: { can_pay: true, reason: '' },
    days_until_due: daysBetween(today, next.dueDate),
  };
}
