import { createSandboxPaymentMethod, type ZCreateSandboxPaymentMethodRequest } from '@portal/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** Sandbox only: tokenises the card fields into a payment method id, as a provider's own inputs would. */
export function postSandboxPaymentMethod(card: z.input<typeof ZCreateSandboxPaymentMethodRequest>) {
  return call(createSandboxPaymentMethod, { body: card });
}
