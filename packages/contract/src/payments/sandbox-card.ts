import { z } from 'zod';

/** Sandbox only: the card fields tokenised as a provider's own card inputs would. */
export const createSandboxPaymentMethod = { method: 'POST', path: '/api/sandbox/payment-methods' } as const;
export const ZCreateSandboxPaymentMethodRequest = z.object({
  number: z.string().max(30),
  exp_month: z.number().int().min(0).max(99),
  exp_year: z.number().int().min(0).max(9999),
  cvc: z.string().max(4),
});
export const ZSandboxPaymentMethod = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

/** Sandbox only: the cardholder's answer on the bank's authentication page. */
export const completeSandboxChallenge = { method: 'POST', path: '/api/sandbox/3ds' } as const;
export const ZCompleteSandboxChallengeRequest = z.object({
  client_secret: z.string().min(1).max(300),
  result: z.enum(['complete', 'fail']),
});
