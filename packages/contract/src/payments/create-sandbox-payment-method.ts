import { z } from 'zod';
import { operation } from '../common/operation';

export const ZCreateSandboxPaymentMethodRequest = z.object({
  number: z.string().max(30),
  exp_month: z.number().int().min(0).max(99),
  exp_year: z.number().int().min(0).max(9999),
  cvc: z.string().max(4),
});
export const ZSandboxPaymentMethod = z.object({ id: z.string(), brand: z.string(), last4: z.string() });

/** Sandbox only: the card fields tokenised as a provider's own card inputs would. */
export const createSandboxPaymentMethod = operation({
  method: 'POST',
  path: '/api/sandbox/payment-methods',
  tag: 'sandbox',
  summary: 'Sandbox card fields: tokenise a test card into a payment method id',
  body: ZCreateSandboxPaymentMethodRequest,
  response: ZSandboxPaymentMethod,
});
