import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it('is shown in the reader’s Canadian format, from cents', () => {
    expect(formatMoney(123456, 'CAD', 'en-CA')).toBe('$1,234.56');
    expect(formatMoney(123456, 'CAD', 'fr-CA')).toBe('1\u00a0234,56\u00a0$');
    expect(formatMoney(5000, 'USD', 'en-CA')).toBe('US$50.00');
    // the same locale with another currency is not given the first one's formatter
    expect(formatMoney(5000, 'CAD', 'en-CA')).toBe('$50.00');
  });
});
