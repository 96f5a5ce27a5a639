import { type TCoded, type TMessageCode, coded } from '@portal/contract';

/**
 * A card step that failed: in the provider's words (Stripe writes them in the reader's language), and
 * by its code when the words are the portal's.
 */
export type CardFailure = { error: string; coded?: TCoded };

/** A failure in the portal's words, which the reader's language says by its code. */
export const portalFailure = (code: TMessageCode): CardFailure => ({
  error: coded(code).text,
  coded: { code },
});

/** What a provider's card inputs can do once the cardholder has filled them (spec section 4, Card flow). */
export type CardFieldsHandle = {
  /** Tokenises the card into the provider's payment method id, or says what is wrong. */
  createPaymentMethod(): Promise<{ id: string } | CardFailure>;
  /** Runs the bank's authentication for a payment that requires action. */
  handleCardAction(clientSecret: string): Promise<{ paymentIntentId: string } | CardFailure>;
};

export type CardFieldsProps = {
  ref: React.Ref<CardFieldsHandle>;
  /** True when number, expiry and security code are all complete and free of errors. */
  onCompleteChange: (complete: boolean) => void;
  disabled: boolean;
};
