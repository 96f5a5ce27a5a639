import { z } from 'zod';
import { ZCents } from '../common/money';
import { INSTALLMENT_STATUSES } from './payment-states';

/** One instalment of a payment plan as the finance office follows it: whose, when, how much, where it stands. */
export const ZStaffInstallment = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string() }),
  subscription_id: z.number().int(),
  /** Its place in the plan, from 1. */
  number: z.number().int(),
  /** YYYY-MM-DD, the school's calendar day. */
  due_date: z.string(),
  amount: ZCents,
  currency: z.string(),
  status: z.enum(INSTALLMENT_STATUSES),
  paid_at: z.string().nullable(),
  /** Pending, due before the school's today, of a subscription not cancelled. */
  overdue: z.boolean(),
});
export type TStaffInstallment = z.infer<typeof ZStaffInstallment>;

export const ZStaffInstallmentParams = z.object({ id: z.coerce.number().int().positive() });
