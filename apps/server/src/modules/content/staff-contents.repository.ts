import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contents, courses, quizQuestions, sections } from '../../db/schema';

export type ContentRow = typeof contents.$inferSelect;

const withPlace = (db: Executor) =>
  db
    .select({
      content: contents,
      program: { id: courses.id, name: courses.name },
      section: { id: sections.id, name: sections.name },
    })
    .from(contents)
    .innerJoin(courses, eq(courses.id, contents.courseId))
    .innerJoin(sections, eq(sections.id, contents.sectionId));

export async function findContentInPlace(db: Executor, id: number) {
  const [row] = await withPlace(db).where(eq(contents.id, id));
  return row ?? null;
}

/** The item's row, locked until the transaction ends. */
export async function lockContent(tx: Executor, id: number): Promise<ContentRow | null> {
  const [row] = await tx.select().from(contents).where(eq(contents.id, id)).for('update');
  return row ?? null;
}

export async function updateContent(tx: Executor, id: number, values: Partial<typeof contents.$inferInsert>) {
  await tx.update(contents).set(values).where(eq(contents.id, id));
}

export async function countQuestions(db: Executor, contentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizQuestions)
    .where(eq(quizQuestions.contentId, contentId));
  return row?.n ?? 0;
}

export async function programExists(db: Executor, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}
