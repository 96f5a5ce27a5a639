import { z } from 'zod';
import { staffRule } from '../staff/staff-messages';

/**
 * Extra time on timed quizzes for a student, in one program or in every program (a program's own wins):
 * the time limit multiplied, or minutes added. It applies to attempts started from then on.
 */
export const QUIZ_ACCOMMODATION_LIMITS = { maxMultiplier: 4, maxExtraMinutes: 600 } as const;

const MESSAGES = {
  multiplier: staffRule('staff.forms.extraTimeMultiplier', { max: QUIZ_ACCOMMODATION_LIMITS.maxMultiplier }),
  extraMinutes: staffRule('staff.forms.extraTimeMinutes', { max: QUIZ_ACCOMMODATION_LIMITS.maxExtraMinutes }),
};

export const ZQuizAccommodation = z.object({
  /** The program it applies in; null for every program. */
  program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  multiplier: z.number().nullable(),
  extra_minutes: z.number().int().nullable(),
  /** Why, for the school: students never see it. */
  note: z.string(),
  updated_at: z.string(),
});
export type TQuizAccommodation = z.infer<typeof ZQuizAccommodation>;

export const ZStudentQuizAccommodationsParams = z.object({ id: z.coerce.number().int().positive() });

/** One of the student's accommodations: a program's (by id) or the one for every program (`all`). */
export const ZQuizAccommodationParams = ZStudentQuizAccommodationsParams.extend({
  program: z.string().regex(/^(all|[1-9]\d{0,9})$/, staffRule('staff.forms.programOrAll')),
});

/** A multiplier with two decimals at most, as the quiz clock keeps it. */
const isHundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

export const ZSetQuizAccommodation = z
  .object({
    multiplier: z
      .number(MESSAGES.multiplier)
      .gt(1, MESSAGES.multiplier)
      .max(QUIZ_ACCOMMODATION_LIMITS.maxMultiplier, MESSAGES.multiplier)
      .refine(isHundredths, MESSAGES.multiplier)
      .nullable()
      .default(null),
    extra_minutes: z
      .number(MESSAGES.extraMinutes)
      .int(MESSAGES.extraMinutes)
      .min(1, MESSAGES.extraMinutes)
      .max(QUIZ_ACCOMMODATION_LIMITS.maxExtraMinutes, MESSAGES.extraMinutes)
      .nullable()
      .default(null),
    note: z.string().trim().max(1000).default(''),
  })
  .refine((time) => (time.multiplier === null) !== (time.extra_minutes === null), {
    message: staffRule('staff.forms.extraTimeOneOf'),
  });
export type TSetQuizAccommodation = z.input<typeof ZSetQuizAccommodation>;
