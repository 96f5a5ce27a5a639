import { z } from 'zod';
import { messageRule } from '../common/message-rule';

/** Digits of a phone number once spaces, dashes, dots, brackets and a leading plus are set aside. */
export function phoneDigits(value: string): string | null {
  const stripped = value.replace(/[\s().+-]/g, '');
  return /^\d+$/.test(stripped) ? stripped : null;
}

function phoneRule(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => {
      const digits = phoneDigits(value);
      return digits !== null && digits.length >= min && digits.length <= max;
    }, message);
}

/** Profile phone: 10 to 12 digits. */
export const ZPhone = phoneRule(10, 12, messageRule('rules.phone'));
/** Registration form phone: 10 digits. */
export const ZRegistrationPhone = phoneRule(10, 10, messageRule('rules.registrationPhone'));
