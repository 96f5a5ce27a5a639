import {
  type TListStaffInstallmentsQuery,
  type TRescheduleInstallment,
  type TStaffInstallment,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import { findProfileById } from '../auth/students.service';
import { lockSubscription } from '../enrolment/enrolment.service';
import { findInstitute } from '../institute/institute.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import {
  type ScheduleRow,
  findInstallment,
  findScheduledInstallment,
  lockInstallment,
  moveInstallment,
  pageOfSchedule,
} from './installment-schedule.repository';

function present({ installment, student, program, currency, overdue }: ScheduleRow): TStaffInstallment {
  return {
    id: installment.id,
    student,
    program,
    subscription_id: installment.subscriptionId,
    number: installment.number,
    due_date: installment.dueDate,
    amount: installment.dueAmountCents,
    currency,
    status: installment.status,
    paid_at: installment.paidAt?.toISOString() ?? null,
    overdue,
  };
}

/** The school's calendar day now: an instalment due before it and unpaid is overdue. */
async function schoolToday(ctx: AppContext) {
  const zone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  return schoolDate(ctx.now(), zone);
}

export async function listStaffInstallments(ctx: AppContext, query: TListStaffInstallmentsQuery) {
  const { count, rows } = await pageOfSchedule(ctx.db, query, await schoolToday(ctx));
  return { count, results: rows.map(present) };
}

export async function getStaffInstallment(ctx: AppContext, id: number): Promise<TStaffInstallment> {
  const row = await findScheduledInstallment(ctx.db, id, await schoolToday(ctx));
  if (!row) throw new NotFound(staffCoded('staff.money.installmentNotFound'));
  return present(row);
}

/**
 * Finance moves a pending instalment to another day. The reminders start over for the new date, the
 * student is told, and the audit log keeps both dates. The same date again changes nothing.
 */
export async function rescheduleInstallment(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  { due_date: dueDate }: TRescheduleInstallment,
): Promise<TStaffInstallment> {
  const found = await findInstallment(ctx.db, id);
  if (!found) throw new NotFound(staffCoded('staff.money.installmentNotFound'));
  const today = await schoolToday(ctx);
  if (dueDate < today) throw new Invalid({ due_date: [staffCoded('staff.money.dueDatePast')] });
  await ctx.db.transaction(async (tx) => {
    // the subscription first, in the order every payment write takes its locks
    const subscription = await lockSubscription(tx, found.subscriptionId);
    const installment = await lockInstallment(tx, id);
    if (subscription.status === 'cancelled')
      throw new Conflict(staffCoded('staff.money.subscriptionCancelled'));
    if (installment.status === 'paid') throw new Conflict(staffCoded('staff.money.installmentPaid'));
    if (installment.status !== 'pending') throw new Conflict(staffCoded('staff.money.installmentCancelled'));
    if (installment.dueDate === dueDate) return;
    const moved = await moveInstallment(tx, id, dueDate);
    const row = (await findScheduledInstallment(tx, id, today))!;
    const program = { name: namesOf(row.course), slug: row.course.slug, subscriptionId: subscription.id };
    await notify(
      ctx,
      subscription.studentId,
      NOTIFICATION_MESSAGES.installmentRescheduled(program, moved.dueAmountCents, row.currency, dueDate),
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'installment.reschedule',
      entity: 'installment',
      entityId: id,
      studentId: (await findProfileById(tx, subscription.studentId))?.userId ?? null,
      before: { due_date: installment.dueDate },
      after: { due_date: moved.dueDate },
    });
  });
  return getStaffInstallment(ctx, id);
}
