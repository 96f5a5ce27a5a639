import { type TMessageCode, coded } from '@portal/contract';

/**
 * A refused charge: the provider's words, and the portal's code for them when it has one, so that the
 * reader's language says them.
 */
export type ChargeFailure = {
  status: 'failed';
  intentId: string | null;
  message: string;
  code: TMessageCode | null;
};

/** What a charge came to: done, waiting for the cardholder's bank to authenticate them, or refused. */
export type ChargeResult =
  | { status: 'succeeded'; intentId: string }
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  | ChargeFailure;

/** A charge refused for a reason the portal says by its code. */
export const refusedCharge = (intentId: string | null, code: TMessageCode): ChargeFailure => ({
  status: 'failed',
  intentId,
  message: coded(code).text,
  code,
});

/** What cancelling an intent came to: cancelled, or the outcome it reached first. */
export type CancelResult = { status: 'canceled' } | ChargeResult;

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * A card payment provider: the sandbox (default) or Stripe. Card numbers never reach this server in
 * production: the browser tokenises them with the provider and sends a payment method id, which the
 * provider ties to the student's customer so that no other student can charge it.
 */
export type CardGateway = {
  kind: 'sandbox' | 'stripe';
  /** The key the browser needs to tokenise cards; the sandbox has none. */
  publicKey: string | null;
  /** A customer for a student, made once: the cards they pay with are attached to it. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  charge(input: {
    amountCents: number;
    currency: string;
    paymentMethodId: string;
    customerId: string;
    /** Keep the card on the customer for the next payments (Stripe's `setup_future_usage`). */
    saveCard: boolean;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeResult>;
  /** After the authentication step: the intent's final outcome. */
  confirm(intentId: string): Promise<ChargeResult>;
  /** Cancels an intent that has not charged; one that charged first answers its outcome. */
  cancel(intentId: string): Promise<CancelResult>;
  /** Returns a charged intent's money in full; the same key asks once. */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
  /** The intent a charge under this idempotency key made, if it reached the provider. */
  findIntent(idempotencyKey: string): Promise<string | null>;
  /**
   * Attaches a payment method to the customer, if it is not yet, and answers its card; null when the
   * method is unknown or another customer's.
   */
  attachMethod(paymentMethodId: string, customerId: string): Promise<CardDetails | null>;
};
