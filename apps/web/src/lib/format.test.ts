import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDecimal, formatPercent, numberFormat } from './format';

describe('number formats', () => {
  it('shows marks and GPAs with up to two decimals, in the reader’s language', () => {
    expect(formatDecimal(3.456, 'en-CA')).toBe('3.46');
    expect(formatDecimal(4, 'en-CA')).toBe('4');
    expect(formatDecimal(8.5, 'fr-CA')).toBe('8,5');
  });

  it('shows a percentage given out of 100', () => {
    expect(formatPercent(74.17, 'en-CA')).toBe('74.17%');
    expect(formatPercent(85, 'en-CA')).toBe('85%');
    expect(formatPercent(85.5, 'fr-CA')).toBe('85,5\u00a0%');
  });
});

describe('formatters', () => {
  it('are made once per locale and options, and reused', () => {
    const options = { maximumFractionDigits: 2 };
    expect(numberFormat('en-CA', options)).toBe(numberFormat('en-CA', { maximumFractionDigits: 2 }));
    expect(numberFormat('fr-CA', options)).not.toBe(numberFormat('en-CA', options));
    expect(numberFormat('en-CA', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-CA', options));
    const day = { dateStyle: 'medium', timeZone: 'America/Toronto' } as const;
    expect(dateTimeFormat('en-CA', day)).toBe(dateTimeFormat('en-CA', { ...day }));
    expect(dateTimeFormat('en-CA', { ...day, timeZone: 'UTC' })).not.toBe(dateTimeFormat('en-CA', day));
  });
});
