import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, checkCardNumber, checkCvc, checkExpiry } from './card-rules';

const now = new Date('2026-11-22T12:00:00Z');

describe('card rules', () => {
  it('tells the brand from the first digits', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
  });

  it('checks the number for completeness and with Luhn', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(checkCardNumber('4242 4242')).toBe('card.numberIncomplete');
    expect(checkCardNumber('4242 4242 4242 4241')).toBe('card.numberInvalid');
    expect(checkCardNumber('4242-4242')).toBe('card.numberInvalid');
    expect(checkCardNumber('378282246310005')).toBeNull();
  });

  it('refuses an expiry in the past or an impossible month, and takes this month', () => {
    expect(checkExpiry(11, 26, now)).toBeNull();
    expect(checkExpiry(10, 26, now)).toBe('card.expiryPast');
    expect(checkExpiry(13, 27, now)).toBe('card.expiryInvalid');
    expect(checkExpiry(0, 0, now)).toBe('card.expiryIncomplete');
    expect(checkExpiry(1, 2030, now)).toBeNull();
  });

  it('wants four security digits for American Express only', () => {
    expect(checkCvc('123', '4242424242424242')).toBeNull();
    expect(checkCvc('123', '378282246310005')).toBe('card.cvcIncomplete');
    expect(checkCvc('12', '4242424242424242')).toBe('card.cvcIncomplete');
  });

  it('reports each field of a card, or null when it can be tokenised', () => {
    expect(
      checkCard({ number: '4242424242424242', exp_month: 12, exp_year: 30, cvc: '123' }, now),
    ).toBeNull();
    expect(checkCard({ number: '4242', exp_month: 1, exp_year: 20, cvc: '' }, now)).toEqual({
      number: 'card.numberIncomplete',
      expiry: 'card.expiryPast',
      cvc: 'card.cvcIncomplete',
    });
  });
});
