import type { TSubscription } from '@portal/contract';

type Status = TSubscription['status'];

/** The spec's data also spells trial 'trail'; both read as a trial. */
export function statusOf(subscription: { status: Status | 'trail' }): Status {
  return subscription.status === 'trail' ? 'trial' : subscription.status;
}

export const STATUS_COLOURS = {
  unpaid: 'warning',
  trial: 'info',
  active: 'success',
  graduated: 'primary',
  cancelled: 'default',
} as const satisfies Record<Status, 'warning' | 'info' | 'success' | 'primary' | 'default'>;

/** Unpaid, or a trial not paid for yet: the checkout takes the payment (or the registration fee). */
export function awaitsPayment(subscription: TSubscription): boolean {
  const status = statusOf(subscription);
  return (status === 'unpaid' || status === 'trial') && subscription.payment_status === 'unpaid';
}
