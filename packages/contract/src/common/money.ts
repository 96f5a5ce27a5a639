import { z } from 'zod';

/** Money is integer cents; the currency travels beside it. */
export const ZCents = z.number().int().min(0);

export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
