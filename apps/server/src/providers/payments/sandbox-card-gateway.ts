import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema';
import type { CardGateway, ChargeResult } from './card-gateway';
import { CARD_MESSAGES, type CardFields, brandOf, checkCard } from '@portal/contract';
import { behaviourOf } from './sandbox-cards';

const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

type Intent = typeof sandboxPaymentIntents.$inferSelect;

function resultOf(intent: Intent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id };
  if (intent.status === 'requires_action') {
    return { status: 'requires_action', intentId: intent.id, clientSecret: intent.clientSecret };
  }
  return { status: 'failed', intentId: intent.id, message: intent.failureMessage ?? CARD_MESSAGES.declined };
}

/**
 * The default card provider: it keeps payment methods and intents in its own tables, answers a
 * repeated idempotency key with the first intent, and sends the 3-D Secure test card through a
 * challenge the cardholder completes or fails on the sandbox's page.
 */
export function createSandboxCardGateway(db: Db) {
  const gateway: CardGateway & {
    createPaymentMethod(
      card: CardFields,
      now: Date,
    ): Promise<{ id: string; brand: string; last4: string } | { errors: Record<string, string> }>;
    findIntentBySecret(clientSecret: string): Promise<Intent | null>;
    completeChallenge(clientSecret: string, approve: boolean): Promise<Intent | null>;
  } = {
    kind: 'sandbox',
    publicKey: null,

    async createPaymentMethod(card, now) {
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
      };
      await db.insert(sandboxPaymentMethods).values(method);
      return { id: method.id, brand: method.brand, last4: method.last4 };
    },

    async charge({ amountCents, currency, paymentMethodId, idempotencyKey }) {
      const [existing] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      if (existing) return resultOf(existing);
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      if (!method) return { status: 'failed', intentId: null, message: 'No such payment method.' };
      const outcome: Record<string, { status: string; failureMessage: string | null }> = {
        succeed: { status: 'succeeded', failureMessage: null },
        authenticate: { status: 'requires_action', failureMessage: null },
        decline: { status: 'failed', failureMessage: CARD_MESSAGES.declined },
        insufficient_funds: { status: 'failed', failureMessage: CARD_MESSAGES.insufficientFunds },
        not_a_test_card: { status: 'failed', failureMessage: CARD_MESSAGES.notATestCard },
      };
      const id = token('pi');
      const [intent] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotencyKey,
          paymentMethodId,
          amountCents,
          currency,
          ...outcome[method.behaviour]!,
        })
        .onConflictDoNothing()
        .returning();
      // another request with the same key got there first: its intent is the one
      if (!intent)
        return gateway.charge({ amountCents, currency, paymentMethodId, idempotencyKey, description: '' });
      return resultOf(intent);
    },

    async confirm(intentId) {
      const [intent] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId));
      if (!intent) return { status: 'failed', intentId: null, message: 'No such payment.' };
      if (intent.status === 'authenticated' || intent.status === 'authentication_failed') {
        const succeeded = intent.status === 'authenticated';
        const [done] = await db
          .update(sandboxPaymentIntents)
          .set({
            status: succeeded ? 'succeeded' : 'failed',
            failureMessage: succeeded ? null : CARD_MESSAGES.authenticationFailed,
          })
          .where(eq(sandboxPaymentIntents.id, intentId))
          .returning();
        return resultOf(done!);
      }
      return resultOf(intent);
    },

    async findIntent(idempotencyKey) {
      const [intent] = await db
        .select({ id: sandboxPaymentIntents.id })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      return intent?.id ?? null;
    },

    async describeMethod(paymentMethodId) {
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
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
