import { type TSaveStaffPaymentPlan, type TStaffProgram, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import { actorOf, recordAudit } from '../staff/audit-log';
import type { StaffSession } from '../staff/staff-session';
import { forgetCatalogue } from './catalogue-cache';
import { keyOf } from './keys';
import { checkOtherNames } from './name-translations';
import {
  type PaymentPlanRow,
  deletePlan,
  insertPlan,
  isPlanChosen,
  lockOfferedPlan,
  nextPlanPosition,
  planKeys,
  updatePlan,
  withdrawPlansBut,
} from './staff-payment-plans.repository';
import { lockProgram } from './staff-programs.repository';
import { checkReach, getStaffProgram } from './staff-programs.service';

/** The plan's columns as the form gives them; the default language's name is the name itself. */
async function columnsOf(db: Executor, plan: TSaveStaffPaymentPlan) {
  await checkOtherNames(db, plan.translations);
  return {
    name: plan.name,
    translations: plan.translations,
    registrationFeeCents: plan.registration_fee,
    installments: plan.installments.map((rule, n) => ({ number: n + 1, ...rule })),
  };
}

/** What the audit keeps of a plan: its names and its money. */
const auditedOf = (
  plan: Pick<PaymentPlanRow, 'name' | 'translations' | 'registrationFeeCents' | 'installments'>,
) => ({
  name: plan.name,
  translations: plan.translations,
  registration_fee: plan.registrationFeeCents,
  installments: plan.installments,
});

/** A new plan of a paid program, after the others, named by a key its name gives. */
export async function addStaffPaymentPlan(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  plan: TSaveStaffPaymentPlan,
): Promise<TStaffProgram> {
  checkReach(staff, id);
  await ctx.db.transaction(async (tx) => {
    const course = await lockProgram(tx, id);
    if (!course) throw new NotFound(staffCoded('staff.programs.notFound'));
    if (course.isFree) throw new Conflict(staffCoded('staff.plans.freeProgram'));
    const columns = await columnsOf(tx, plan);
    const taken = await planKeys(tx, id);
    const base = keyOf({ name: plan.name }) || 'plan';
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    await insertPlan(tx, { courseId: id, key, position: await nextPlanPosition(tx, id), ...columns });
    await recordAudit(tx, actorOf(staff), {
      action: 'payment_plan.create',
      entity: 'program',
      entityId: id,
      after: { payment_plan: key, ...auditedOf(columns) },
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}

const sameMoney = (row: PaymentPlanRow, next: Awaited<ReturnType<typeof columnsOf>>) =>
  row.registrationFeeCents === next.registrationFeeCents &&
  row.installments.length === next.installments.length &&
  row.installments.every(
    (rule, n) =>
      rule.amount === next.installments[n]!.amount &&
      rule.due_after_days === next.installments[n]!.due_after_days,
  );

/** Changes a plan; once a student chose it (Stripe's rule for prices), only its names. */
export async function updateStaffPaymentPlan(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  planId: number,
  plan: TSaveStaffPaymentPlan,
): Promise<TStaffProgram> {
  checkReach(staff, id);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOfferedPlan(tx, id, planId);
    if (!locked) throw new NotFound(staffCoded('staff.plans.notFound'));
    const columns = await columnsOf(tx, plan);
    if (!sameMoney(locked, columns) && (await isPlanChosen(tx, planId))) {
      throw new Conflict(staffCoded('staff.plans.chosen'));
    }
    await updatePlan(tx, planId, columns);
    await recordAudit(tx, actorOf(staff), {
      action: 'payment_plan.update',
      entity: 'payment_plan',
      entityId: planId,
      before: auditedOf(locked),
      after: auditedOf(columns),
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}

/** A plan no student chose goes; a chosen one is retired, its students' schedules and payments kept. */
export async function removeStaffPaymentPlan(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  planId: number,
): Promise<TStaffProgram> {
  checkReach(staff, id);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOfferedPlan(tx, id, planId);
    if (!locked) throw new NotFound(staffCoded('staff.plans.notFound'));
    const chosen = await isPlanChosen(tx, planId);
    if (chosen) await updatePlan(tx, planId, { retiredAt: ctx.now() });
    else await deletePlan(tx, planId);
    await recordAudit(tx, actorOf(staff), {
      action: chosen ? 'payment_plan.retire' : 'payment_plan.delete',
      entity: 'payment_plan',
      entityId: planId,
      before: auditedOf(locked),
    });
  });
  forgetCatalogue(ctx.db);
  return getStaffProgram(ctx, staff, id);
}

/** The import's step: the program's plans its folder no longer lists stop being offered. */
export async function withdrawUnlistedPlans(tx: Executor, courseId: number, listed: string[]) {
  await withdrawPlansBut(tx, courseId, listed);
}
