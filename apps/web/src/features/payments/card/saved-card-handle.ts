import type { RefObject } from 'react';
import { type CardFieldsHandle, portalFailure } from './card-fields';

/**
 * The card flow's handle for the student's saved card: it answers with the saved payment method
 * instead of tokenising the fields, and leaves the bank's authentication to the mounted fields.
 */
export function savedCardHandle(
  paymentMethodId: string,
  fields: RefObject<CardFieldsHandle | null>,
): CardFieldsHandle {
  return {
    createPaymentMethod: () => Promise.resolve({ id: paymentMethodId }),
    // read at call time: Stripe's fields may still be loading when the dialog opens
    handleCardAction: (clientSecret) =>
      fields.current?.handleCardAction(clientSecret) ?? Promise.resolve(portalFailure('payment.generic')),
  };
}
