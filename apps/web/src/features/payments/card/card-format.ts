import { brandOf, cardDigits } from '@portal/contract';

/** Groups the digits as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).replace(/\D/g, '');
  if (brandOf(digits) === 'amex') {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return (
    digits
      .slice(0, 16)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** 'MM / YY' as the cardholder types it; a first digit above 1 is a month on its own. */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function parseExpiry(value: string): { month: number; year: number } {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 4) return { month: 0, year: 0 };
  return { month: Number(digits.slice(0, 2)), year: Number(digits.slice(2, 4)) };
}

/** The security code: digits only, four at most. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}
