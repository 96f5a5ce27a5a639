import { operation } from '../common/operation';
import { ZStaffInstallment, ZStaffInstallmentParams } from './staff-installment';

export const getStaffInstallment = operation({
  method: 'GET',
  path: '/api/v1/staff/installments/:id/',
  tag: 'staff',
  summary: 'One instalment of a payment plan',
  params: ZStaffInstallmentParams,
  response: ZStaffInstallment,
  errors: [401, 403, 404],
  staff: { resource: 'payments', action: 'read' },
});
