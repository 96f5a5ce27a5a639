import { randomUUID } from 'node:crypto';
import {
  type TPaymentKind,
  type TSchoolPaymentRequest,
  coded,
  formatMoney,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { Executor } from '../../db/client';
import { findAccountOfStudent, findProfileById } from '../auth/students.service';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription, findStudentSubscription } from '../enrolment/enrolment.service';
import { findCourse } from '../catalogue/catalogue.service';
import { findInstitute, paymentOffice } from '../institute/institute.service';
import { type Reader, localize } from '../institute/localize';
import { namesOf } from '../../lib/names';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { chargeFor } from './payment-amounts';
import { recordAttempt } from './payment-attempts';
import { settlePayment } from './payment-settlement';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import {
  type PaymentRow,
  findOwnSchoolRequest,
  findPaymentByReferenceCode,
  latestPayment,
} from './payments.repository';
import { normalizeReferenceCode } from './reference-code';

/** The job that mails a new request's slip: the code, the amount, where and when to pay. */
export const SCHOOL_REQUEST_MAIL_JOB = 'payment.school-request-mail';

/** The student asks to pay at the school: a pending payment of the amount due, one per obligation. */
export async function requestPaidToSchool(
  ctx: AppContext,
  student: StudentSession,
  body: {
    subscription_id: number;
    payment_type: 'full_payment' | 'payment_plan';
    payment_plan?: number | undefined;
  },
) {
  const own = await findOwnSubscription(ctx.db, student.profile.id, body.subscription_id);
  if (!own) throw new NotFound();
  const institute = await findInstitute(ctx.db);
  if (!institute?.enablePaidAtSchool || !own.course.enablePaidAtSchool)
    throw new Forbidden(coded('payment.schoolNotOffered'));
  const kind: TPaymentKind = body.payment_type === 'payment_plan' ? 'registration_fee' : 'full_payment';
  const payment = await recordAttempt(ctx, {
    studentId: student.profile.id,
    subscriptionId: own.subscription.id,
    kind,
    ids: { planId: body.payment_plan },
    method: 'paid_to_school',
    provider: 'school',
    status: 'pending',
    // a request already open for the obligation is the answer
    idempotencyKey: `school:${own.subscription.id}:${kind}:${randomUUID()}`,
    onRecorded: async (tx, recorded) => {
      const program = {
        name: namesOf(own.course),
        slug: own.course.slug,
        subscriptionId: own.subscription.id,
      };
      await notify(
        ctx,
        student.profile.id,
        NOTIFICATION_MESSAGES.paidToSchoolRequested(program, recorded.amountCents, recorded.currency),
        tx,
      );
      await ctx.jobs.add(tx, {
        topic: SCHOOL_REQUEST_MAIL_JOB,
        key: `${SCHOOL_REQUEST_MAIL_JOB}:${recorded.id}`,
        payload: { paymentId: recorded.id },
      });
    },
  });
  return {
    id: payment.id,
    status: 'pending' as const,
    message: coded('payment.schoolRequested').text,
    reference_code: payment.referenceCode ?? '',
  };
}

const REQUEST_STATUSES = ['pending', 'complete', 'cancelled', 'refunded'] as const;

/** A request to pay at the school as its student reads it; another student's, or none, is a 404. */
export async function schoolPaymentRequest(
  ctx: AppContext,
  studentId: number,
  id: number,
  reader: Reader,
): Promise<TSchoolPaymentRequest> {
  const row = await findOwnSchoolRequest(ctx.db, studentId, id);
  if (!row?.payment.referenceCode) throw new NotFound();
  const { payment } = row;
  const status = REQUEST_STATUSES.find((s) => s === payment.status) ?? 'cancelled';
  const course = localize(row.course, reader);
  return {
    id: payment.id,
    subscription: payment.subscriptionId,
    course: row.courseId,
    course_name: course.name,
    course_name_lang: course.lang,
    payment_type: payment.kind as TSchoolPaymentRequest['payment_type'],
    reference_code: payment.referenceCode!,
    amount: payment.amountCents,
    currency: payment.currency,
    status,
    created_at: payment.createdAt.toISOString(),
    due_date: row.dueDate,
    office: await paymentOffice(ctx.db, reader),
  };
}

/**
 * `portal record-payment <reference> <amount> --method school`: the school received the money of the
 * request with this code. It must be the amount due and the request still open; the program opens.
 */
export async function recordSchoolPaymentByCode(
  ctx: AppContext,
  actor: AuditActor,
  code: string,
  amountCents: number,
) {
  const reference = normalizeReferenceCode(code);
  if (!reference) throw new Invalid({ reference: [staffCoded('staff.money.badReference')] });
  const request = await findPaymentByReferenceCode(ctx.db, reference);
  if (!request) throw new NotFound(staffCoded('staff.money.noSlip', { reference }));
  if (request.status === 'complete')
    throw new Conflict(staffCoded('staff.money.slipRecorded', { reference }));
  if (request.status !== 'pending') throw new Conflict(staffCoded('staff.money.slipReplaced', { reference }));
  const own = await findOwnSubscription(ctx.db, request.studentId, request.subscriptionId);
  if (!own) throw new NotFound();
  await checkAmountDue(ctx, request, own.subscription, amountCents);
  const recorded = recording(actor);
  const payment = await settlePayment(
    ctx,
    request,
    { status: 'succeeded', intentId: `school_${request.id}` },
    recorded.audit,
  );
  // recorded meanwhile by another member: this one took no money
  if (!recorded.taken) throw new Conflict(staffCoded('staff.money.slipRecorded', { reference }));
  const account = await findAccountOfStudent(ctx.db, request.studentId);
  return { payment, reference, program: own.course.slug, email: account?.email ?? '' };
}

type Subscription = NonNullable<Awaited<ReturnType<typeof findOwnSubscription>>>['subscription'];

/** The school takes exactly the amount due: another amount is refused with what is due. */
async function checkAmountDue(
  ctx: AppContext,
  request: Pick<PaymentRow, 'kind' | 'paymentPlanId' | 'installmentId'>,
  subscription: Subscription,
  amountCents: number,
) {
  const ids = {
    planId: request.paymentPlanId ?? undefined,
    installmentId: request.installmentId ?? undefined,
  };
  const charge = await chargeFor(ctx.db, request.kind, subscription, ids);
  if (charge.amountCents !== amountCents) {
    throw new Invalid({
      amount: [
        staffCoded('staff.money.amountDue', {
          amount: formatMoney(charge.amountCents, subscription.currency, 'en-CA'),
        }),
      ],
    });
  }
}

/**
 * `portal record-payment … --method school`: the school received the money. It must be the amount due;
 * the student's open request to pay at the school is completed, or a payment made, which opens the
 * program. An attempt waiting on the student's bank is replaced; one at the provider right now is a 409.
 */
export async function recordSchoolPayment(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  program: { slug: string } | { id: number },
  amountCents: number,
) {
  const course = await findCourse(ctx.db, program);
  const named = 'slug' in program ? program.slug : String(program.id);
  if (!course) throw new NotFound(staffCoded('staff.programs.noSuchProgram', { program: named }));
  const subscription = await findStudentSubscription(ctx.db, studentId, course.id);
  if (!subscription) throw new NotFound(staffCoded('staff.work.notSubscribed', { program: course.slug }));
  const pending = await latestPayment(ctx.db, subscription.id);
  const request = pending?.method === 'paid_to_school' && pending.status === 'pending' ? pending : null;
  const kind: TPaymentKind =
    request?.kind ?? (subscription.paymentType === 'payment_plan' ? 'installment' : 'full_payment');
  const ids = { planId: request?.paymentPlanId ?? undefined };
  await checkAmountDue(
    ctx,
    { kind, paymentPlanId: request?.paymentPlanId ?? null, installmentId: request?.installmentId ?? null },
    subscription,
    amountCents,
  );
  const payment =
    request ??
    (await recordAttempt(ctx, {
      studentId,
      subscriptionId: subscription.id,
      kind,
      ids,
      method: 'paid_to_school',
      provider: 'school',
      status: 'pending',
      idempotencyKey: `school:${subscription.id}:${kind}:${randomUUID()}`,
      amountCents,
    }));
  const recorded = recording(actor);
  const settled = await settlePayment(
    ctx,
    payment,
    { status: 'succeeded', intentId: `school_${payment.id}` },
    recorded.audit,
  );
  if (!recorded.taken) throw new Conflict(staffCoded('staff.money.paymentRecorded'));
  return settled;
}

/** A payment taken at the school: whether this call took it, and its audit row with who recorded it. */
function recording(actor: AuditActor) {
  const state = {
    taken: false,
    audit: async (tx: Executor, before: PaymentRow, after: PaymentRow): Promise<void> => {
      state.taken = true;
      await recordAudit(tx, actor, {
        action: 'payment.record_at_school',
        entity: 'payment',
        entityId: after.id,
        studentId: (await findProfileById(tx, after.studentId))?.userId ?? null,
        before: { status: before.status },
        after: { status: after.status, amount_cents: after.amountCents },
      });
    },
  };
  return state;
}
