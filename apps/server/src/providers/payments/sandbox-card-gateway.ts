import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema';
import { type CardGateway, type ChargeResult, refusedCharge } from './card-gateway';
import { type CardFields, type TMessageCode, brandOf, checkCard, coded } from '@portal/contract';
import { behaviourOf } from './sandbox-cards';

const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

type Intent = typeof sandboxPaymentIntents.$inferSelect;
type Method = typeof sandboxPaymentMethods.$inferSelect;

function resultOf(intent: Intent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id };
  // authenticated or not, the intent waits for the server's confirmation
  if (['requires_action', 'authenticated', 'authentication_failed'].includes(intent.status)) {
    return { status: 'requires_action', intentId: intent.id, clientSecret: intent.clientSecret };
  }
  return refusedCharge(intent.id, intent.failureCode ?? 'card.declined');
}

/** An intent's failure, in the provider's words and by the portal's code. */
const failedWith = (code: TMessageCode) => ({ failureMessage: coded(code).text, failureCode: code });
const NOT_FAILED = { failureMessage: null, failureCode: null };

const OUTCOMES: Record<
  Method['behaviour'],
  { status: string; failureMessage: string | null; failureCode: TMessageCode | null }
> = {
  succeed: { status: 'succeeded', ...NOT_FAILED },
  authenticate: { status: 'requires_action', ...NOT_FAILED },
  decline: { status: 'failed', ...failedWith('card.declined') },
  insufficient_funds: { status: 'failed', ...failedWith('card.insufficientFunds') },
  not_a_test_card: { status: 'failed', ...failedWith('card.notATestCard') },
};

/**
 * The default card provider: it keeps customers' payment methods and intents in its own tables,
 * answers a repeated idempotency key with the first intent, sends the 3-D Secure test card through a
 * challenge the cardholder completes or fails on the sandbox's page, and refuses a payment method of
 * another customer, as Stripe does.
 */
export function createSandboxCardGateway(db: Db) {
  const findMethod = async (id: string) => {
    const [method] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
    return method ?? null;
  };
  const findIntentById = async (id: string) => {
    const [intent] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return intent ?? null;
  };
  /** The method, attached to the customer unless it is another's: the first customer to use it owns it. */
  const methodOf = async (paymentMethodId: string, customerId: string) => {
    await db
      .update(sandboxPaymentMethods)
      .set({ customerId })
      .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), isNull(sandboxPaymentMethods.customerId)));
    const method = await findMethod(paymentMethodId);
    return method?.customerId === customerId ? method : null;
  };

  const gateway: CardGateway & {
    /** Tokenises a card; a signed-in student's card belongs to their customer from the start. */
    createPaymentMethod(
      card: CardFields,
      now: Date,
      customerId: string | null,
    ): Promise<{ id: string; brand: string; last4: string } | { errors: Record<string, string> }>;
    findIntentBySecret(clientSecret: string): Promise<Intent | null>;
    completeChallenge(clientSecret: string, approve: boolean): Promise<Intent | null>;
  } = {
    kind: 'sandbox',
    publicKey: null,

    async createCustomer() {
      return token('cus');
    },

    async createPaymentMethod(card, now, customerId) {
      const errors = checkCard(card, now);
      if (errors) return { errors };
      const number = card.number.replace(/\s+/g, '');
      const method = {
        id: token('pm'),
        brand: brandOf(number),
        last4: number.slice(-4),
        expMonth: card.exp_month,
        expYear: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
        behaviour: behaviourOf(number),
        customerId,
      };
      await db.insert(sandboxPaymentMethods).values(method);
      return { id: method.id, brand: method.brand, last4: method.last4 };
    },

    async charge({ amountCents, currency, paymentMethodId, customerId, idempotencyKey }) {
      const [existing] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      if (existing) return resultOf(existing);
      const method = await methodOf(paymentMethodId, customerId);
      if (!method) return refusedCharge(null, 'card.notYourCard');
      const id = token('pi');
      const [intent] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          paymentMethodId,
          customerId,
          amountCents,
          currency,
          ...OUTCOMES[method.behaviour]!,
        })
        .onConflictDoNothing()
        .returning();
      if (intent) return resultOf(intent);
      // another request with the same key got there first: its intent is the one
      const [first] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      return resultOf(first!);
    },

    async confirm(intentId) {
      const intent = await findIntentById(intentId);
      if (!intent) return refusedCharge(null, 'payment.generic');
      if (intent.status === 'authenticated' || intent.status === 'authentication_failed') {
        const succeeded = intent.status === 'authenticated';
        // one confirmation settles it: a second finds it settled
        const [done] = await db
          .update(sandboxPaymentIntents)
          .set({
            status: succeeded ? 'succeeded' : 'failed',
            ...(succeeded ? NOT_FAILED : failedWith('card.authenticationFailed')),
          })
          .where(and(eq(sandboxPaymentIntents.id, intentId), eq(sandboxPaymentIntents.status, intent.status)))
          .returning();
        return resultOf(done ?? (await findIntentById(intentId))!);
      }
      return resultOf(intent);
    },

    async cancel(intentId) {
      const [canceled] = await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled', ...failedWith('payment.replaced') })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            inArray(sandboxPaymentIntents.status, [
              'requires_action',
              'authenticated',
              'authentication_failed',
            ]),
          ),
        )
        .returning();
      if (canceled) return { status: 'canceled' };
      const intent = await findIntentById(intentId);
      if (!intent || intent.status === 'canceled') return { status: 'canceled' };
      return resultOf(intent);
    },

    async refund(intentId) {
      // refunding twice is refunding once; only a charge can be refunded
      await db
        .update(sandboxPaymentIntents)
        .set({ refundedAt: new Date() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, intentId),
            eq(sandboxPaymentIntents.status, 'succeeded'),
            isNull(sandboxPaymentIntents.refundedAt),
          ),
        );
      const intent = await findIntentById(intentId);
      if (intent?.status !== 'succeeded')
        throw new Error(`The sandbox intent ${intentId} has no charge to refund.`);
    },

    async findIntent(idempotencyKey) {
      const [intent] = await db
        .select({ id: sandboxPaymentIntents.id })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      return intent?.id ?? null;
    },

    async attachMethod(paymentMethodId, customerId) {
      const method = await methodOf(paymentMethodId, customerId);
      return method
        ? { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear }
        : null;
    },

    async findIntentBySecret(clientSecret) {
      const [intent] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      return intent ?? null;
    },

    async completeChallenge(clientSecret, approve) {
      const [intent] = await db
        .update(sandboxPaymentIntents)
        .set({ status: approve ? 'authenticated' : 'authentication_failed' })
        .where(
          and(
            eq(sandboxPaymentIntents.clientSecret, clientSecret),
            eq(sandboxPaymentIntents.status, 'requires_action'),
          ),
        )
        .returning();
      return intent ?? null;
    },
  };
  return gateway;
}

export type SandboxCardGateway = ReturnType<typeof createSandboxCardGateway>;
