import { operation } from '../common/operation';

/** Stripe's events, signed on their raw body: the route reads the body itself. */
export const receiveStripeWebhook = operation({
  method: 'POST',
  path: '/api/webhooks/stripe',
  tag: 'payments',
  summary: "Stripe's webhook: a payment intent's outcome settles its payment",
  hidden: true,
});
