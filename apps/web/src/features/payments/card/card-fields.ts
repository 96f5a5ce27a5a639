/** What a provider's card inputs can do once the cardholder has filled them (spec section 4, Card flow). */
export type CardFieldsHandle = {
  /** Tokenises the card into the provider's payment method id, or says what is wrong. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** Runs the bank's authentication for a payment that requires action. */
  handleCardAction(clientSecret: string): Promise<{ paymentIntentId: string } | { error: string }>;
};

export type CardFieldsProps = {
  ref: React.Ref<CardFieldsHandle>;
  /** True when number, expiry and security code are all complete and free of errors. */
  onCompleteChange: (complete: boolean) => void;
  disabled: boolean;
};
