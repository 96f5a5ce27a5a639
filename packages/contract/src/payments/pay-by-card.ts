import { z } from 'zod';
import { ZCoded } from '../common/errors';

export const PAYMENT_KINDS = ['full_payment', 'registration_fee', 'installment'] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * A card payment (spec section 7): first with the provider's payment method id, then, when the bank
 * asked to authenticate the cardholder, a confirmation with the payment intent id. Amounts are never
 * sent: the server computes them.
 */
export const ZPayByCardRequest = z
  .object({
    payment_method_id: z.string().min(1).max(200).optional(),
    payment_intent_id: z.string().min(1).max(200).optional(),
    subscription: z.number().int().positive().optional(),
    subscription_id: z.number().int().positive().optional(),
    save_card: z.boolean().default(true),
    public_key: z.string().nullable().optional(),
    payment_api_mode: z.string().optional(),
    subscription_aid: z.string().default('self_paid'),
    payment_plan: z.number().int().positive().optional(),
    subscription_installment: z.number().int().positive().optional(),
  })
  .refine((b) => b.payment_api_mode === 'click2pay' || b.payment_method_id || b.payment_intent_id, {
    message: 'A payment method or a payment intent is required.',
    path: ['non_field_errors'],
  })
  .refine((b) => b.subscription ?? b.subscription_id, {
    message: 'Which subscription?',
    path: ['subscription'],
  });
export type TPayByCardRequest = z.input<typeof ZPayByCardRequest>;

export const ZPayByCardResponse = z.object({
  payment_id: z.number().int(),
  status: z.enum(['complete', 'requires_action', 'failed', 'processing', 'pending']),
  requires_action: z.boolean(),
  payment_intent_client_secret: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  /** Why it failed, in English, and by its message code when the portal has one. */
  error: z.string().nullable(),
  error_code: ZCoded.nullable(),
  /** Interac: the bank page the payer opens to approve the payment. */
  payment_link: z.string().nullable(),
});
export type TPayByCardResponse = z.infer<typeof ZPayByCardResponse>;

/** What the API document says of each of the three payment endpoints (one per payment type). */
export const PAY_BY_CARD_DESCRIPTION =
  'Send payment_method_id first; when requires_action, authenticate, then send payment_intent_id.';
