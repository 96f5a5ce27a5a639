import type { AppContext } from '../../context';
import { type SandboxInterac, createSandboxInterac } from '../../providers/interac/sandbox-interac';
import type { CardGateway } from '../../providers/payments/card-gateway';
import {
  type SandboxCardGateway,
  createSandboxCardGateway,
} from '../../providers/payments/sandbox-card-gateway';
import { createStripeCardGateway } from '../../providers/payments/stripe-card-gateway';

export type PaymentProviders = {
  gateway: CardGateway;
  /** Null when Stripe is configured: the sandbox's card fields and bank page are then switched off. */
  sandboxGateway: SandboxCardGateway | null;
  interac: SandboxInterac;
};

/** The card gateway the configuration names (Stripe, else the sandbox) and the Interac provider. */
export function createPaymentProviders(ctx: AppContext): PaymentProviders {
  const sandboxGateway = ctx.config.stripe ? null : createSandboxCardGateway(ctx.db);
  return {
    gateway: ctx.config.stripe ? createStripeCardGateway(ctx.config.stripe) : sandboxGateway!,
    sandboxGateway,
    interac: createSandboxInterac(ctx.db, ctx.config.publicUrl),
  };
}
