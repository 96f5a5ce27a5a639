import { INSTALLMENT_STATUSES } from '@portal/contract';

/** An instalment's status, named by the console's catalogue. */
export const STATUS_CHOICES = INSTALLMENT_STATUSES.map((status) => ({
  id: status,
  name: `console.installments.statuses.${status}`,
}));
