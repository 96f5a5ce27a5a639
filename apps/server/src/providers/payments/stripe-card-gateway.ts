import type { TMessageCode } from '@portal/contract';
import type Stripe from 'stripe';
import {
  type CancelResult,
  type CardGateway,
  type ChargeFailure,
  type ChargeResult,
  refusedCharge,
} from './card-gateway';

export type StripeSettings = { secretKey: string; publishableKey: string; apiBase: string | null };

// loaded with the first call to Stripe: a portal on the sandbox never loads the library
const stripeLibrary = () => import('stripe').then((module) => module.default);

async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const StripeClient = await stripeLibrary();
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** The metadata field of a PaymentIntent that holds the portal's idempotency key of the payment. */
export const KEY_METADATA = 'portal_idempotency_key';

function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id };
  if (intent.status === 'requires_action' && intent.client_secret) {
    return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret };
  }
  return intentRefusal(intent);
}

/** Why Stripe refused an intent, in its words and by the portal's code (the webhook's failed payments too). */
export function intentRefusal(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'last_payment_error'>,
): ChargeFailure {
  const error = intent.last_payment_error;
  return error ? refusal(intent.id, error) : refusedCharge(intent.id, 'card.declined');
}

/** Stripe's codes for a refused card (`decline_code`, else `code`) that the portal says in its own words. */
const CODE_OF: Partial<Record<string, TMessageCode>> = {
  card_declined: 'card.declined',
  generic_decline: 'card.declined',
  insufficient_funds: 'card.insufficientFunds',
  expired_card: 'card.expired',
  incorrect_cvc: 'card.cvcIncorrect',
  processing_error: 'card.processingError',
  payment_intent_authentication_failure: 'card.authenticationFailed',
};

/** A refusal in Stripe's words, by the portal's code when it knows Stripe's. */
function refusal(
  intentId: string | null,
  error: { code?: string; decline_code?: string; message?: string },
): ChargeFailure {
  const code = CODE_OF[error.decline_code ?? ''] ?? CODE_OF[error.code ?? ''] ?? null;
  if (!error.message) return refusedCharge(intentId, code ?? 'card.declined');
  return { status: 'failed', intentId, message: error.message, code };
}

async function failure(error: unknown): Promise<ChargeResult> {
  const { errors } = await stripeLibrary();
  if (error instanceof errors.StripeCardError) {
    return refusal(error.payment_intent?.id ?? null, error);
  }
  // a payment method of another customer, or one used once without a customer, is refused
  if (error instanceof errors.StripeInvalidRequestError && error.param === 'payment_method') {
    return refusedCharge(null, 'card.notYourCard');
  }
  throw error;
}

/**
 * Stripe PaymentIntents with manual confirmation, as the spec's card flow runs: the browser's
 * handleCardAction authenticates, then the server confirms. Every create carries the idempotency key.
 */
export function createStripeCardGateway(settings: StripeSettings): CardGateway {
  let client: Promise<Stripe> | null = null;
  const connect = () => (client ??= createStripeClient(settings));
  return {
    kind: 'stripe',
    publicKey: settings.publishableKey,
    async createCustomer({ email, name, idempotencyKey }) {
      const customer = await (await connect()).customers.create({ email, name }, { idempotencyKey });
      return customer.id;
    },
    async charge({
      amountCents,
      currency,
      paymentMethodId,
      customerId,
      saveCard,
      idempotencyKey,
      description,
    }) {
      try {
        const stripe = await connect();
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            payment_method: paymentMethodId,
            customer: customerId,
            // the card stays on the customer for Update Card and the next instalments
            ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            confirmation_method: 'manual',
            confirm: true,
            description,
            // lets the portal find the intent when it stopped before recording the answer
            metadata: { [KEY_METADATA]: idempotencyKey },
          },
          { idempotencyKey },
        );
        return resultOf(intent);
      } catch (error) {
        return failure(error);
      }
    },
    async confirm(intentId) {
      try {
        const stripe = await connect();
        const current = await stripe.paymentIntents.retrieve(intentId);
        if (current.status !== 'requires_confirmation') return resultOf(current);
        return resultOf(await stripe.paymentIntents.confirm(intentId));
      } catch (error) {
        return failure(error);
      }
    },
    async cancel(intentId): Promise<CancelResult> {
      const stripe = await connect();
      const current = await stripe.paymentIntents.retrieve(intentId);
      if (current.status === 'canceled') return { status: 'canceled' };
      if (current.status === 'succeeded') return resultOf(current);
      const canceled = await stripe.paymentIntents.cancel(intentId);
      return canceled.status === 'canceled' ? { status: 'canceled' } : resultOf(canceled);
    },
    async refund(intentId, idempotencyKey) {
      await (await connect()).refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },
    async findIntent(idempotencyKey) {
      // search lags writes by up to a minute; it is asked only about payments older than that
      const quoted = idempotencyKey.replace(/[\\']/g, (c) => `\\${c}`);
      const found = await (
        await connect()
      ).paymentIntents.search({
        query: `metadata['${KEY_METADATA}']:'${quoted}'`,
        limit: 1,
      });
      return found.data[0]?.id ?? null;
    },
    async attachMethod(paymentMethodId, customerId) {
      const stripe = await connect();
      let method = await stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      if (owner !== null && owner !== customerId) return null;
      if (owner === null) {
        try {
          method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        } catch (error) {
          if (error instanceof (await stripeLibrary()).errors.StripeInvalidRequestError) return null;
          throw error;
        }
      }
      return method.card
        ? {
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          }
        : null;
    },
  };
}
