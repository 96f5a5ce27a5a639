import { z } from 'zod';
import { checkDateOfBirth } from './birth-date';
import { messageRule } from '../common/message-rule';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date of birth checked against `today()`, which the caller supplies so tests can fix the clock. */
export function dateOfBirthRule(today: () => string) {
  return z
    .string()
    .regex(ISO_DATE, messageRule('rules.required'))
    .superRefine((value, ctx) => {
      const problem = checkDateOfBirth(value, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
