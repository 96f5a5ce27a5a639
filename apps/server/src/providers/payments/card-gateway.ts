/** What a charge came to: done, waiting for the cardholder's bank to authenticate them, or refused. */
export type ChargeResult =
  | { status: 'succeeded'; intentId: string }
  | { status: 'requires_action'; intentId: string; clientSecret: string }
  | { status: 'failed'; intentId: string | null; message: string };

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * A card payment provider: the sandbox (default) or Stripe. Card numbers never reach this server in
 * production: the browser tokenises them with the provider and sends a payment method id.
 */
export type CardGateway = {
  kind: 'sandbox' | 'stripe';
  /** The key the browser needs to tokenise cards; the sandbox has none. */
  publicKey: string | null;
  charge(input: {
    amountCents: number;
    currency: string;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeResult>;
  /** After the authentication step: the intent's final outcome. */
  confirm(intentId: string): Promise<ChargeResult>;
  /** The intent a charge under this idempotency key made, if it reached the provider. */
  findIntent(idempotencyKey: string): Promise<string | null>;
  describeMethod(paymentMethodId: string): Promise<CardDetails | null>;
};
