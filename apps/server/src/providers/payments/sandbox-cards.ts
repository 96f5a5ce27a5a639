/** Card checks the provider's card fields make, with Stripe's words for each problem. */
export const CARD_MESSAGES = {
  numberInvalid: 'Your card number is invalid.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  notATestCard: 'Your card was declined. The sandbox takes test cards only, such as 4242 4242 4242 4242.',
} as const;

export type SandboxBehaviour =
  'succeed' | 'authenticate' | 'decline' | 'insufficient_funds' | 'not_a_test_card';

/** Stripe's test cards, behaving as they do in Stripe's test mode. */
const TEST_CARDS: Record<string, SandboxBehaviour> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  '6011111111111117': 'succeed',
  '4000002500003155': 'authenticate',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

export type CardFields = { number: string; exp_month: number; exp_year: number; cvc: string };

/** Field by field, as the card inputs report them; null when the card can be tokenised. */
export function checkCard(
  card: CardFields,
  now: Date,
): Partial<Record<'number' | 'expiry' | 'cvc', string>> | null {
  const errors: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {};
  const number = card.number.replace(/\s+/g, '');
  const brand = brandOf(number);
  const length = brand === 'amex' ? 15 : 16;
  if (!/^\d+$/.test(number)) errors.number = CARD_MESSAGES.numberInvalid;
  else if (number.length < length) errors.number = CARD_MESSAGES.numberIncomplete;
  else if (number.length > 19 || !luhnValid(number)) errors.number = CARD_MESSAGES.numberInvalid;
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (!card.exp_month || !card.exp_year) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  else if (card.exp_month < 1 || card.exp_month > 12) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)
  ) {
    errors.expiry = CARD_MESSAGES.expiryPast;
  }
  if (!/^\d+$/.test(card.cvc) || card.cvc.length < (brand === 'amex' ? 4 : 3))
    errors.cvc = CARD_MESSAGES.cvcIncomplete;
  return Object.keys(errors).length > 0 ? errors : null;
}

export function behaviourOf(number: string): SandboxBehaviour {
  return TEST_CARDS[number.replace(/\s+/g, '')] ?? 'not_a_test_card';
}
