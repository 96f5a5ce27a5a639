import { z } from 'zod';
import { QUESTION_TYPES } from '../enum-values';
import { ZLanguage } from '../enums';
import { staffRule } from '../staff/staff-messages';

/** A question's texts in another language; its options' texts by their place. */
export const ZQuestionTexts = z.object({
  text: z.string().trim().max(5_000),
  explanation: z.string().trim().max(5_000),
  options: z.array(z.string().trim().max(1_000)),
});

/** A quiz's question as the school writes it: a choice among options, or a written answer. */
export const ZStaffQuestionWrite = z
  .object({
    question_type: z.enum(QUESTION_TYPES),
    text: z.string().trim().min(1, staffRule('staff.forms.questionText')).max(5_000),
    /** Shown with the answers after an attempt, when the quiz shows them. */
    explanation: z.string().trim().max(5_000).default(''),
    marks: z.number().int().min(1).max(100).default(1),
    /** A choice's options; more than one correct makes it a multiple-answer question. */
    options: z
      .array(
        z.object({
          text: z.string().trim().min(1, staffRule('staff.forms.optionText')).max(1_000),
          correct: z.boolean(),
        }),
      )
      .max(10, staffRule('staff.forms.maxOptions'))
      .default([]),
    translations: z.partialRecord(ZLanguage, ZQuestionTexts.partial()).default({}),
  })
  .superRefine((question, ctx) => {
    if (question.question_type === 'subjective') {
      if (question.options.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: staffRule('staff.forms.writtenNoOptions'),
        });
      }
      return;
    }
    if (question.options.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: staffRule('staff.forms.twoOptions') });
    } else if (!question.options.some((o) => o.correct)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: staffRule('staff.forms.oneCorrect') });
    }
  });
export type TStaffQuestionWrite = z.input<typeof ZStaffQuestionWrite>;

export const ZStaffQuestion = z.object({
  id: z.number().int(),
  index: z.number().int(),
  question_type: z.enum(QUESTION_TYPES),
  text: z.string(),
  explanation: z.string(),
  marks: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() })),
  translations: z.partialRecord(ZLanguage, ZQuestionTexts),
});
export type TStaffQuestion = z.infer<typeof ZStaffQuestion>;

/** A quiz's questions in order; once a student has taken it, only their texts can change. */
export const ZStaffQuestions = z.object({
  results: z.array(ZStaffQuestion),
  /** A student has started an attempt: questions are neither added nor removed, nor scored anew. */
  taken: z.boolean(),
});
export type TStaffQuestions = z.infer<typeof ZStaffQuestions>;

export const ZStaffQuestionParams = z.object({ id: z.coerce.number().int().positive() });
