import { messageRule } from '../common/message-rule';

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
  expired: 'Your card has expired.',
  cvcIncorrect: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  notATestCard: 'Your card was declined. The sandbox takes test cards only, such as 4242 4242 4242 4242.',
  notYourCard: 'This card cannot be used for your account. Please enter your card details again.',
} as const;

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

/** Digits only: card fields accept the spaces people type. */
export const cardDigits = (number: string) => number.replace(/\s+/g, '');

/** The number as the card input reports it: its problem, or null when it is complete and valid. */
export function checkCardNumber(number: string): string | null {
  const digits = cardDigits(number);
  const length = brandOf(digits) === 'amex' ? 15 : 16;
  if (!/^\d+$/.test(digits)) return messageRule('card.numberInvalid');
  if (digits.length < length) return messageRule('card.numberIncomplete');
  if (digits.length > 19 || !luhnValid(digits)) return messageRule('card.numberInvalid');
  return null;
}

/** Month 1-12 and a year of two or four digits, not before this month. */
export function checkExpiry(month: number, year: number, now: Date): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (!month || !year) return messageRule('card.expiryIncomplete');
  if (month < 1 || month > 12) return messageRule('card.expiryInvalid');
  if (
    fullYear < now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    return messageRule('card.expiryPast');
  }
  return null;
}

/** Three digits, four for American Express. */
export function checkCvc(cvc: string, number: string): string | null {
  const needed = brandOf(cardDigits(number)) === 'amex' ? 4 : 3;
  return /^\d+$/.test(cvc) && cvc.length >= needed ? null : messageRule('card.cvcIncomplete');
}

/** Field by field, as the card inputs report them; null when the card can be tokenised. */
export function checkCard(
  card: CardFields,
  now: Date,
): Partial<Record<'number' | 'expiry' | 'cvc', string>> | null {
  const errors = {
    number: checkCardNumber(card.number),
    expiry: checkExpiry(card.exp_month, card.exp_year, now),
    cvc: checkCvc(card.cvc, card.number),
  };
  const found = Object.entries(errors).filter((entry): entry is [keyof typeof errors, string] => !!entry[1]);
  return found.length > 0 ? Object.fromEntries(found) : null;
}
