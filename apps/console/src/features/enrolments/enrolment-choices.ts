import { SUBSCRIPTION_PAYMENT_STATUSES } from '@portal/contract';

/** How much of a subscription is paid, named by the console's catalogue. */
export const PAYMENT_STATUS_CHOICES = SUBSCRIPTION_PAYMENT_STATUSES.map((status) => ({
  id: status,
  name: `console.enrolments.paymentStatuses.${status}`,
}));
