import { SUBSCRIPTION_STATUSES } from '@portal/contract';

/** A subscription's states, named by the console's catalogue. */
export const SUBSCRIPTION_STATUS_CHOICES = SUBSCRIPTION_STATUSES.map((status) => ({
  id: status,
  name: `console.students.statuses.${status}`,
}));
