import { z } from 'zod';
import { LIMITS } from '../constants';
import { messageRule } from '../common/message-rule';

const SIN_PATTERN = new RegExp(`^\\d{${LIMITS.sinLength}}$`);

/** The Social Insurance Number: exactly nine digits; spaces and hyphens between groups are ignored. */
export const ZSin = z
  .string({ error: messageRule('rules.sinRequired') })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value.length > 0, messageRule('rules.sinRequired'))
  .refine((value) => value.length === 0 || SIN_PATTERN.test(value), messageRule('rules.sinLength'));

export function maskSin(sin: string): string {
  return `•••-•••-${sin.slice(-3)}`;
}
