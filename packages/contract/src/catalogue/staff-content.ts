import { z } from 'zod';
import { CONTENT_TYPES } from '../enum-values';
import { ZLanguage } from '../enums';
import { ZSectionTexts } from './staff-section';

/** A quiz's rules, as students meet them: time, attempts, pass mark, which attempt counts. */
export const ZStaffQuizRules = z.object({
  /** Null: no time limit. */
  time_limit_minutes: z.number().int().min(1).max(600).nullable(),
  attempts_allowed: z.number().int().min(1).max(100),
  pass_mark_percent: z.number().int().min(0).max(100),
  grading: z.enum(['best', 'last']),
  show_answers: z.boolean(),
});

/** Marks of handed-in work: out of how many, and the least that passes. */
export const ZStaffWorkMarks = z.object({
  max_marks: z.number().int().min(1).max(1000),
  pass_mark_percent: z.number().int().min(0).max(100),
});

export const ZContentTexts = z.object({
  name: z.string().trim().max(200),
  body: z.string().max(100_000),
});

/** An item of a program's room as the school writes it. */
export const ZStaffContent = z.object({
  id: z.number().int(),
  program: z.object({ id: z.number().int(), name: z.string() }),
  section: z.object({ id: z.number().int(), name: z.string() }),
  content_type: z.enum(CONTENT_TYPES),
  name: z.string().trim().min(1).max(200),
  /** Markdown: a lesson's text, a document's, or the instructions beside the item. */
  body: z.string().max(100_000),
  duration_minutes: z.number().min(0).max(10_000),
  /** Students may go past it without completing it. */
  can_skip: z.boolean(),
  translations: z.partialRecord(ZLanguage, ZContentTexts),
  default_language: ZLanguage,
  quiz: ZStaffQuizRules.nullable(),
  marks: ZStaffWorkMarks.nullable(),
  /** A quiz's number of questions. */
  questions: z.number().int(),
  /** A video item's file (or https address) and its caption files, one a language. */
  video: z
    .object({ src: z.string(), captions: z.array(z.object({ lang: ZLanguage, src: z.string() })) })
    .nullable(),
});
export type TStaffContent = z.infer<typeof ZStaffContent>;

export const ZStaffContentParams = z.object({ id: z.coerce.number().int().positive() });

/** A program's sections in order, each with its items, as the room lists them. */
export const ZStaffProgramOutline = z.object({
  sections: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      /** The section's texts in the languages other than the default. */
      translations: z.partialRecord(ZLanguage, ZSectionTexts),
      contents: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          content_type: z.enum(CONTENT_TYPES),
          duration_minutes: z.number(),
          can_skip: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TStaffProgramOutline = z.infer<typeof ZStaffProgramOutline>;
