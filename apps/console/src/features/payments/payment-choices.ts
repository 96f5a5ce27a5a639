import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@portal/contract';

/** A payment's status, method and kind, named by the console's catalogue. */
export const STATUS_CHOICES = PAYMENT_STATUSES.map((status) => ({
  id: status,
  name: `console.payments.statuses.${status}`,
}));
export const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({
  id: method,
  name: `console.payments.methods.${method}`,
}));
export const KIND_CHOICES = PAYMENT_KINDS.map((kind) => ({
  id: kind,
  name: `console.payments.kinds.${kind}`,
}));
/** What a payment waits on, as the reconciliation counts it. */
export const AWAITING_CHOICES = ['provider', 'school', 'refund'].map((awaiting) => ({
  id: awaiting,
  name: `console.reconciliation.awaiting.${awaiting}`,
}));
