import { z } from 'zod';
import { LIMITS } from '../constants';
import { RULE_MESSAGES } from './messages';

const SIN_PATTERN = new RegExp(`^\\d{${LIMITS.sinLength}}$`);

/** The Social Insurance Number: exactly nine digits; spaces and hyphens between groups are ignored. */
export const ZSin = z
  .string({ error: RULE_MESSAGES.sinRequired })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value.length > 0, RULE_MESSAGES.sinRequired)
  .refine((value) => value.length === 0 || SIN_PATTERN.test(value), RULE_MESSAGES.sinLength);

export function maskSin(sin: string): string {
  return `•••-•••-${sin.slice(-3)}`;
}
