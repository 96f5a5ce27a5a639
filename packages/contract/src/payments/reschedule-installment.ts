import { z } from 'zod';
import { operation } from '../common/operation';
import { staffRule } from '../staff/staff-messages';
import { ZStaffInstallment, ZStaffInstallmentParams } from './staff-installment';

/**
 * A pending instalment's new due date, a real calendar day (YYYY-MM-DD) from the school's today on. The
 * student is told, and the reminders follow the new date.
 */
export const ZRescheduleInstallment = z.object({
  due_date: z.iso.date(staffRule('staff.forms.dueDate')),
});
export type TRescheduleInstallment = z.infer<typeof ZRescheduleInstallment>;

export const rescheduleInstallment = operation({
  method: 'PATCH',
  path: '/api/v1/staff/installments/:id/',
  tag: 'staff',
  summary: 'Move a pending instalment to another due date',
  params: ZStaffInstallmentParams,
  body: ZRescheduleInstallment,
  response: ZStaffInstallment,
  errors: [401, 403, 404, 409],
  staff: { resource: 'payments', action: 'update' },
});
