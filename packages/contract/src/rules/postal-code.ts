import { z } from 'zod';
import { messageRule } from '../common/message-rule';

/** Canadian postal code: letter digit letter, an optional space or hyphen, digit letter digit. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

export const ZPostalCode = z.string().trim().regex(POSTAL_CODE_PATTERN, messageRule('rules.postalCode'));

/** The form a school prints on letters: upper case with one space (t2t-2t2 → T2T 2T2). */
export function formatPostalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
