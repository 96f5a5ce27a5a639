import { receiveStripeWebhook } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { KEY_METADATA, intentRefusal } from '../../providers/payments/stripe-card-gateway';
import { findPaymentByKey, findPaymentByProviderId, recordWebhookEvent } from './payments.repository';
import { settlePayment } from './payment-settlement';

/**
 * Stripe's webhook: the signature is checked on the raw body, each event is handled once, and a
 * payment intent's outcome settles the payment even if the browser never came back to confirm it.
 */
export const stripeWebhookRoutes =
  (ctx: AppContext, webhookSecret: string): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    route(app, receiveStripeWebhook, async (request, reply) => {
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          webhookSecret,
        );
      } catch {
        return reply.status(400).send({ detail: 'The webhook signature does not match.' });
      }
      if (!(await recordWebhookEvent(ctx.db, { provider: 'stripe', eventId: event.id, type: event.type }))) {
        return { received: true, duplicate: true };
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const key = intent.metadata?.[KEY_METADATA];
        // a process that stopped before recording the intent left the payment known by its key only
        const payment =
          (await findPaymentByProviderId(ctx.db, 'stripe', intent.id)) ??
          (key ? await findPaymentByKey(ctx.db, key) : null);
        if (payment?.provider === 'stripe') {
          await settlePayment(
            ctx,
            payment,
            event.type === 'payment_intent.succeeded'
              ? { status: 'succeeded', intentId: intent.id }
              : intentRefusal(intent),
          );
        }
      }
      return { received: true, duplicate: false };
    });
  };
