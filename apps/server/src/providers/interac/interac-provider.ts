/** Where an Interac payment stands at the provider: waiting for the payer, being verified, settled, refused. */
export type InteracState = 'pending' | 'processing' | 'complete' | 'failed';

/** An Interac payment-link provider: the sandbox bank by default, a real provider behind the same shape. */
export type InteracProvider = {
  kind: 'sandbox' | 'live';
  createLink(input: {
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<{
    linkId: string;
    url: string;
  }>;
  status(linkId: string, now: Date): Promise<InteracState>;
  /**
   * Withdraws a link the payer has not answered; answers 'cancelled', or where the link stands when
   * the payer answered first.
   */
  cancel(linkId: string, now: Date): Promise<'cancelled' | InteracState>;
  /** Sends an approved payment's money back to the payer; refunding twice refunds once. */
  refund(linkId: string): Promise<void>;
};
