import { operation } from '../common/operation';
import { ZLedgerPayment, ZLedgerPaymentParams } from './ledger-payment';

export const getLedgerPayment = operation({
  method: 'GET',
  path: '/api/v1/staff/payments/:id/',
  tag: 'staff',
  summary: 'One payment of the ledger',
  params: ZLedgerPaymentParams,
  response: ZLedgerPayment,
  errors: [401, 403, 404],
  staff: { resource: 'payments', action: 'read' },
});
