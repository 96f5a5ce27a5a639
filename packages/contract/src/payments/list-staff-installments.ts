import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { INSTALLMENT_STATUSES } from './payment-states';
import { ZStaffInstallment } from './staff-installment';

export const ZListStaffInstallmentsQuery = ZStaffListQuery(['due_date', 'amount', 'student']).extend({
  status: z.enum(INSTALLMENT_STATUSES).optional(),
  program: z.coerce.number().int().positive().optional(),
  /** One student's instalments. */
  student: z.coerce.number().int().positive().optional(),
  /** Only the overdue ones; `false` is the same as leaving it out. */
  overdue: z
    .enum(['true', 'false'], { error: 'Must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type TListStaffInstallmentsQuery = z.infer<typeof ZListStaffInstallmentsQuery>;

export const ZListStaffInstallmentsResponse = listOf(ZStaffInstallment);
export type TListStaffInstallmentsResponse = z.infer<typeof ZListStaffInstallmentsResponse>;

export const listStaffInstallments = operation({
  method: 'GET',
  path: '/api/v1/staff/installments/',
  tag: 'staff',
  summary: 'The instalments of every payment plan, soonest due first; searchable by student',
  query: ZListStaffInstallmentsQuery,
  response: ZListStaffInstallmentsResponse,
  errors: [401, 403],
  staff: { resource: 'payments', action: 'read' },
});
