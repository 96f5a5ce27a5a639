import { z } from 'zod';
import { operation } from '../common/operation';
import {
  ZStaffInstallmentRule,
  ZStaffPaymentPlan,
  ZStaffPaymentPlanParams,
  ZStaffProgram,
  ZStaffProgramParams,
} from './staff-program';
import { staffRule } from '../staff/staff-messages';

export const ZSaveStaffPaymentPlan = ZStaffPaymentPlan.pick({
  name: true,
  translations: true,
  registration_fee: true,
}).extend({
  installments: z
    .array(ZStaffInstallmentRule)
    .min(1, staffRule('staff.forms.planInstalments'))
    .max(24, staffRule('staff.forms.planMaxInstalments'))
    .refine(
      (rules) => rules.every((rule, n) => n === 0 || rule.due_after_days > rules[n - 1]!.due_after_days),
      {
        message: staffRule('staff.forms.instalmentOrder'),
      },
    ),
});
export type TSaveStaffPaymentPlan = z.input<typeof ZSaveStaffPaymentPlan>;

export const addStaffPaymentPlan = operation({
  method: 'POST',
  path: '/api/v1/staff/programs/:id/payment-plans/',
  tag: 'staff',
  summary: 'Offer a new payment plan at checkout: a registration fee, then instalments',
  params: ZStaffProgramParams,
  body: ZSaveStaffPaymentPlan,
  response: ZStaffProgram,
  status: 201,
  errors: [401, 403, 404, 409],
  staff: { resource: 'payments', action: 'update' },
});

export const updateStaffPaymentPlan = operation({
  method: 'PUT',
  path: '/api/v1/staff/programs/:id/payment-plans/:plan/',
  tag: 'staff',
  summary: "Change a plan's names, and its fee and schedule while no student has chosen it",
  params: ZStaffPaymentPlanParams,
  body: ZSaveStaffPaymentPlan,
  response: ZStaffProgram,
  errors: [401, 403, 404, 409],
  staff: { resource: 'payments', action: 'update' },
});
