import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-format';

describe('card formatting', () => {
  it('groups a card number as printed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a42')).toBe('4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1229')).toBe('12 / 29');
    expect(formatExpiry('12 / 2')).toBe('12 / 2');
    expect(parseExpiry('12 / 29')).toEqual({ month: 12, year: 29 });
    expect(parseExpiry('12 / 2')).toEqual({ month: 0, year: 0 });
  });

  it('keeps four digits of the security code', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});
