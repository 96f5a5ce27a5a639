import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quizAccommodations } from '../../db/schema';

export type AccommodationRow = typeof quizAccommodations.$inferSelect;

/** The student's accommodations that may apply in a program: that program's own and the one for all. */
export function listStudentAccommodations(db: Executor, studentId: number, courseId: number) {
  return db
    .select()
    .from(quizAccommodations)
    .where(
      and(
        eq(quizAccommodations.studentId, studentId),
        or(eq(quizAccommodations.courseId, courseId), isNull(quizAccommodations.courseId)),
      ),
    );
}

export async function saveAccommodation(
  db: Executor,
  values: Omit<typeof quizAccommodations.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(quizAccommodations)
    .values(values)
    .onConflictDoUpdate({
      target: [quizAccommodations.studentId, quizAccommodations.courseId],
      set: {
        multiplier: values.multiplier ?? null,
        extraMinutes: values.extraMinutes ?? null,
        note: values.note ?? '',
        updatedAt: values.updatedAt,
      },
    });
}

/** Answers whether there was one to remove. */
export async function deleteAccommodation(
  db: Executor,
  studentId: number,
  courseId: number | null,
): Promise<boolean> {
  const removed = await db
    .delete(quizAccommodations)
    .where(
      and(
        eq(quizAccommodations.studentId, studentId),
        courseId === null ? isNull(quizAccommodations.courseId) : eq(quizAccommodations.courseId, courseId),
      ),
    )
    .returning({ id: quizAccommodations.id });
  return removed.length > 0;
}

export function listAccommodations(db: Executor) {
  return db.select().from(quizAccommodations).orderBy(asc(quizAccommodations.id));
}
