import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quizAttempts, quizQuestions } from '../../db/schema';

export type QuestionRow = typeof quizQuestions.$inferSelect;

export function questionsOf(db: Executor, contentId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.contentId, contentId))
    .orderBy(asc(quizQuestions.index));
}

export async function findQuestion(db: Executor, id: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
  return row ?? null;
}

/** Whether a student has started the quiz: its attempts hold its questions and their marks. */
export async function quizTaken(db: Executor, contentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(eq(quizAttempts.contentId, contentId))
    .limit(1);
  return rows.length > 0;
}

export async function insertQuestion(tx: Executor, values: typeof quizQuestions.$inferInsert) {
  await tx.insert(quizQuestions).values(values);
}

export async function updateQuestion(
  tx: Executor,
  id: number,
  values: Partial<typeof quizQuestions.$inferInsert>,
) {
  await tx.update(quizQuestions).set(values).where(eq(quizQuestions.id, id));
}

export async function deleteQuestion(tx: Executor, id: number) {
  await tx.delete(quizQuestions).where(eq(quizQuestions.id, id));
}
