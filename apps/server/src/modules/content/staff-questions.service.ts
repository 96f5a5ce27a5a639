import {
  type TLanguage,
  type TStaffQuestionWrite,
  type TStaffQuestions,
  ZStaffQuestionWrite,
  staffCoded,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { QuizOption } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { forgetCatalogue } from '../catalogue/catalogue-cache';
import { instituteLanguage } from '../institute/institute.service';
import { actorOf, recordAudit } from '../staff/audit-log';
import type { StaffSession } from '../staff/staff-session';
import { rebuildTutorIndex } from '../tutor/tutor.service';
import { checkReach } from './content-reach';
import { findContentInPlace, lockContent } from './staff-contents.repository';
import {
  type QuestionRow,
  deleteQuestion,
  findQuestion,
  insertQuestion,
  questionsOf,
  quizTaken,
  updateQuestion,
} from './staff-questions.repository';

type Write = z.output<typeof ZStaffQuestionWrite>;

const TAKEN = staffCoded('staff.content.quizTaken');

function present(rows: QuestionRow[], taken: boolean, language: TLanguage): TStaffQuestions {
  return {
    taken,
    results: rows.map((row) => ({
      id: row.id,
      index: row.index,
      question_type: row.questionType,
      text: row.text,
      explanation: row.explanation,
      marks: row.marks,
      options: row.options,
      translations: Object.fromEntries(
        Object.entries(row.translations)
          .filter(([other]) => other !== language)
          .map(([other, texts]) => [
            other,
            {
              text: texts?.text ?? '',
              explanation: texts?.explanation ?? '',
              options: row.options.map((o) => texts?.options?.find((t) => t.id === o.id)?.text ?? ''),
            },
          ]),
      ),
    })),
  };
}

/** The quiz, found where the member reaches; another kind of item has no questions. */
async function reachableQuiz(ctx: AppContext, staff: StaffSession, contentId: number) {
  const placed = await findContentInPlace(ctx.db, contentId);
  if (!placed) throw new NotFound(staffCoded('staff.content.itemNotFound'));
  checkReach(staff, placed.content.courseId, staffCoded('staff.content.itemNotFound'));
  if (placed.content.contentType !== 'quiz') throw new NotFound(staffCoded('staff.content.notQuiz'));
  return placed.content;
}

export async function listStaffQuestions(
  ctx: AppContext,
  staff: StaffSession,
  contentId: number,
): Promise<TStaffQuestions> {
  await reachableQuiz(ctx, staff, contentId);
  const [rows, taken, language] = await Promise.all([
    questionsOf(ctx.db, contentId),
    quizTaken(ctx.db, contentId),
    instituteLanguage(ctx.db),
  ]);
  return present(rows, taken, language);
}

/** The row's columns from what the member wrote; translated options keep the default's ids and answers. */
export function columnsOf(write: Write, language: TLanguage) {
  if (language in write.translations) {
    throw new Invalid({ translations: [staffCoded('staff.content.questionDefaultLanguage')] });
  }
  const options: QuizOption[] = write.options.map((o, i) => ({
    id: i + 1,
    text: o.text,
    correct: o.correct,
  }));
  return {
    questionType: write.question_type,
    text: write.text,
    explanation: write.explanation,
    marks: write.marks,
    multiple: options.filter((o) => o.correct).length > 1,
    options,
    translations: Object.fromEntries(
      Object.entries(write.translations).map(([other, texts]) => [
        other,
        {
          text: texts?.text ?? '',
          explanation: texts?.explanation ?? '',
          options: options.map((o, i) => ({ ...o, text: texts?.options?.[i] || o.text })),
        },
      ]),
    ),
  };
}

/** Whether a change keeps how the question is scored: its kind, marks, options and answers. */
const scoredAlike = (row: QuestionRow, columns: ReturnType<typeof columnsOf>) =>
  row.questionType === columns.questionType &&
  row.marks === columns.marks &&
  JSON.stringify(row.options.map((o) => o.correct)) === JSON.stringify(columns.options.map((o) => o.correct));

/**
 * Changes a quiz's questions under its item's lock, with the audit row; the tutor's passages of the
 * program are made anew in the same transaction.
 */
async function changeQuestions(
  ctx: AppContext,
  staff: StaffSession,
  contentId: number,
  work: (
    tx: Tx,
    taken: boolean,
  ) => Promise<{
    action: string;
    id: number;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  }>,
): Promise<TStaffQuestions> {
  const language = await instituteLanguage(ctx.db);
  const result = await ctx.db.transaction(async (tx) => {
    const content = await lockContent(tx, contentId);
    if (!content) throw new NotFound(staffCoded('staff.content.itemNotFound'));
    const done = await work(tx, await quizTaken(tx, contentId));
    await recordAudit(tx, actorOf(staff), {
      action: done.action,
      entity: 'quiz_question',
      entityId: done.id,
      before: done.before ?? null,
      after: done.after ?? null,
    });
    await rebuildTutorIndex(tx, content.courseId);
    return present(await questionsOf(tx, contentId), await quizTaken(tx, contentId), language);
  });
  forgetCatalogue(ctx.db);
  return result;
}

const audited = (row: { text: string; marks: number; options: QuizOption[] }) => ({
  text: row.text,
  marks: row.marks,
  options: row.options.map((o) => `${o.correct ? '✓' : '✗'} ${o.text}`).join(' | '),
});

export async function addStaffQuestion(
  ctx: AppContext,
  staff: StaffSession,
  contentId: number,
  write: TStaffQuestionWrite,
): Promise<TStaffQuestions> {
  await reachableQuiz(ctx, staff, contentId);
  const columns = columnsOf(ZStaffQuestionWrite.parse(write), await instituteLanguage(ctx.db));
  return changeQuestions(ctx, staff, contentId, async (tx, taken) => {
    if (taken) throw new Conflict(TAKEN);
    const index = (await questionsOf(tx, contentId)).length;
    await insertQuestion(tx, { contentId, index, ...columns });
    const added = (await questionsOf(tx, contentId)).at(-1)!;
    return { action: 'question.create', id: added.id, after: { content: contentId, ...audited(columns) } };
  });
}

/** The question, found where the member reaches. */
async function reachableQuestion(ctx: AppContext, staff: StaffSession, id: number) {
  const question = await findQuestion(ctx.db, id);
  if (!question) throw new NotFound(staffCoded('staff.content.questionNotFound'));
  await reachableQuiz(ctx, staff, question.contentId);
  return question;
}

export async function updateStaffQuestion(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
  write: TStaffQuestionWrite,
): Promise<TStaffQuestions> {
  const { contentId } = await reachableQuestion(ctx, staff, id);
  const columns = columnsOf(ZStaffQuestionWrite.parse(write), await instituteLanguage(ctx.db));
  return changeQuestions(ctx, staff, contentId, async (tx, taken) => {
    const before = (await findQuestion(tx, id))!;
    if (taken && !scoredAlike(before, columns)) throw new Conflict(TAKEN);
    await updateQuestion(tx, id, columns);
    return { action: 'question.update', id, before: audited(before), after: audited(columns) };
  });
}

export async function removeStaffQuestion(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStaffQuestions> {
  const { contentId } = await reachableQuestion(ctx, staff, id);
  return changeQuestions(ctx, staff, contentId, async (tx, taken) => {
    if (taken) throw new Conflict(TAKEN);
    const questions = await questionsOf(tx, contentId);
    const question = questions.find((q) => q.id === id);
    if (!question) throw new NotFound(staffCoded('staff.content.questionNotFound'));
    if (questions.length === 1) throw new Conflict(staffCoded('staff.content.lastQuestion'));
    await deleteQuestion(tx, id);
    for (const [index, other] of questions.filter((q) => q.id !== id).entries()) {
      if (other.index !== index) await updateQuestion(tx, other.id, { index });
    }
    return { action: 'question.delete', id, before: audited(question) };
  });
}
