import { z } from 'zod';

/**
 * Extra time on timed quizzes for a student, in one program or in every program (a program's own wins):
 * the time limit multiplied, or minutes added. It applies to attempts started from then on.
 */
export const QUIZ_ACCOMMODATION_LIMITS = { maxMultiplier: 4, maxExtraMinutes: 600 } as const;

export const QUIZ_ACCOMMODATION_MESSAGES = {
  multiplier: `A multiplier above 1 and up to ${QUIZ_ACCOMMODATION_LIMITS.maxMultiplier}, such as 1.5.`,
  extraMinutes: `A whole number of minutes from 1 to ${QUIZ_ACCOMMODATION_LIMITS.maxExtraMinutes}.`,
  oneOf: 'Give either a multiplier or extra minutes.',
  program: 'A program’s id, or all.',
} as const;

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
  program: z.string().regex(/^(all|[1-9]\d{0,9})$/, QUIZ_ACCOMMODATION_MESSAGES.program),
});

/** A multiplier with two decimals at most, as the quiz clock keeps it. */
const isHundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

export const ZSetQuizAccommodation = z
  .object({
    multiplier: z
      .number(QUIZ_ACCOMMODATION_MESSAGES.multiplier)
      .gt(1, QUIZ_ACCOMMODATION_MESSAGES.multiplier)
      .max(QUIZ_ACCOMMODATION_LIMITS.maxMultiplier, QUIZ_ACCOMMODATION_MESSAGES.multiplier)
      .refine(isHundredths, QUIZ_ACCOMMODATION_MESSAGES.multiplier)
      .nullable()
      .default(null),
    extra_minutes: z
      .number(QUIZ_ACCOMMODATION_MESSAGES.extraMinutes)
      .int(QUIZ_ACCOMMODATION_MESSAGES.extraMinutes)
      .min(1, QUIZ_ACCOMMODATION_MESSAGES.extraMinutes)
      .max(QUIZ_ACCOMMODATION_LIMITS.maxExtraMinutes, QUIZ_ACCOMMODATION_MESSAGES.extraMinutes)
      .nullable()
      .default(null),
    note: z.string().trim().max(1000).default(''),
  })
  .refine((time) => (time.multiplier === null) !== (time.extra_minutes === null), {
    message: QUIZ_ACCOMMODATION_MESSAGES.oneOf,
  });
export type TSetQuizAccommodation = z.input<typeof ZSetQuizAccommodation>;
