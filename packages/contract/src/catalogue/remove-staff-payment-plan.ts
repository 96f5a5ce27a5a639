import { operation } from '../common/operation';
import { ZStaffPaymentPlanParams, ZStaffProgram } from './staff-program';

/** A plan no student chose is deleted; a chosen one is retired: no longer offered, kept for its students. */
export const removeStaffPaymentPlan = operation({
  method: 'DELETE',
  path: '/api/v1/staff/programs/:id/payment-plans/:plan/',
  tag: 'staff',
  summary: 'Stop offering a payment plan; the students who chose it keep their schedule',
  params: ZStaffPaymentPlanParams,
  response: ZStaffProgram,
  errors: [401, 403, 404],
  staff: { resource: 'payments', action: 'update' },
});
