import { z } from 'zod';

/** Money is integer cents; the currency travels beside it. */
export const ZCents = z.number().int().min(0);

/** A formatter costs far more to make than to use: one per locale and currency. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency: string, locale: string): string {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter)
    formatters.set(key, (formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  return formatter.format(cents / 100);
}
