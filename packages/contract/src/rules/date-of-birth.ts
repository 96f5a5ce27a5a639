import { z } from 'zod';
import { checkDateOfBirth } from './birth-date';
import { RULE_MESSAGES } from './messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date of birth checked against `today()`, which the caller supplies so tests can fix the clock. */
export function dateOfBirthRule(today: () => string) {
  return z
    .string()
    .regex(ISO_DATE, RULE_MESSAGES.required)
    .superRefine((value, ctx) => {
      const problem = checkDateOfBirth(value, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
