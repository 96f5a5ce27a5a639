import { and, asc, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quizAnswers, quizAttempts, quizQuestions } from '../../db/schema';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AnswerRow = typeof quizAnswers.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type AnswerWithQuestion = { answer: AnswerRow; question: QuestionRow };

export async function findAttempt(db: Executor, id: number): Promise<AttemptRow | null> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id));
  return row ?? null;
}

/** Locks the attempt's row until the transaction ends. */
export async function lockAttempt(db: Executor, id: number): Promise<AttemptRow> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id)).for('update');
  return row!;
}

/** A student's attempts at one quiz, newest first. */
export async function listAttempts(db: Executor, subscriptionId: number, contentId: number) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.subscriptionId, subscriptionId), eq(quizAttempts.contentId, contentId)))
    .orderBy(desc(quizAttempts.number));
}

export async function countAttempts(db: Executor, subscriptionId: number, contentId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.subscriptionId, subscriptionId), eq(quizAttempts.contentId, contentId)));
  return row?.n ?? 0;
}

/** The attempts of a subscription not submitted yet. */
export async function listOpenAttempts(db: Executor, subscriptionId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.subscriptionId, subscriptionId), isNull(quizAttempts.submittedAt)));
}

/** The quizzes of a subscription with a submitted attempt. */
export async function listSubmittedQuizIds(db: Executor, subscriptionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ contentId: quizAttempts.contentId })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.subscriptionId, subscriptionId), isNotNull(quizAttempts.submittedAt)));
  return rows.map((r) => r.contentId);
}

/** Open attempts of a subscription whose deadline passed before `before`. */
export async function listOverdueAttempts(db: Executor, subscriptionId: number, before: Date) {
  return db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.subscriptionId, subscriptionId),
        isNull(quizAttempts.submittedAt),
        lt(quizAttempts.deadlineAt, before),
      ),
    );
}

/**
 * Starts an attempt with an empty answer for every question. Callers hold the subscription's lock;
 * the unique indexes (one open attempt, one of each number) stand behind it.
 */
export async function insertAttempt(
  db: Executor,
  values: {
    subscriptionId: number;
    contentId: number;
    number: number;
    startedAt: Date;
    deadlineAt: Date | null;
  },
  questionIds: number[],
): Promise<AttemptRow> {
  const [row] = await db.insert(quizAttempts).values(values).returning();
  if (questionIds.length > 0)
    await db
      .insert(quizAnswers)
      .values(questionIds.map((questionId) => ({ attemptId: row!.id, questionId })));
  return row!;
}

/** The attempt's answers with their questions, in the quiz's order. */
export async function listAnswers(db: Executor, attemptId: number): Promise<AnswerWithQuestion[]> {
  return db
    .select({ answer: quizAnswers, question: quizQuestions })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(eq(quizAnswers.attemptId, attemptId))
    .orderBy(asc(quizQuestions.index));
}

export async function saveAnswer(
  db: Executor,
  id: number,
  values: { mcqAnswer?: string; subjectiveAnswer?: string; savedAt: Date },
) {
  await db.update(quizAnswers).set(values).where(eq(quizAnswers.id, id));
}

export async function setAnswerMarks(
  db: Executor,
  id: number,
  grade: { marks: number; remarks?: string; gradedAt: Date },
) {
  await db
    .update(quizAnswers)
    .set({ ...grade, marks: grade.marks.toFixed(2) })
    .where(eq(quizAnswers.id, id));
}

export async function updateAttempt(
  db: Executor,
  id: number,
  values: Partial<Pick<AttemptRow, 'submittedAt' | 'submittedBy' | 'marks' | 'gradedAt'>>,
): Promise<AttemptRow> {
  const [row] = await db.update(quizAttempts).set(values).where(eq(quizAttempts.id, id)).returning();
  return row!;
}

/** Every attempt of a subscription, for the grades of all its quizzes at once. */
export async function listSubscriptionAttempts(db: Executor, subscriptionId: number) {
  return db.select().from(quizAttempts).where(eq(quizAttempts.subscriptionId, subscriptionId));
}
