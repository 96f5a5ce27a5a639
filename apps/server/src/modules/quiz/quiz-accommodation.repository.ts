import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
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

const scope = (studentId: number, courseId: number | null) =>
  and(
    eq(quizAccommodations.studentId, studentId),
    courseId === null ? isNull(quizAccommodations.courseId) : eq(quizAccommodations.courseId, courseId),
  );

/** The student's accommodation in a program (or for every program), locked until the transaction ends. */
export async function lockAccommodation(
  db: Executor,
  studentId: number,
  courseId: number | null,
): Promise<AccommodationRow | null> {
  const [row] = await db.select().from(quizAccommodations).where(scope(studentId, courseId)).for('update');
  return row ?? null;
}

export async function saveAccommodation(
  db: Executor,
  values: Omit<typeof quizAccommodations.$inferInsert, 'id'>,
): Promise<AccommodationRow> {
  const [row] = await db
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
    })
    .returning();
  return row!;
}

/** Answers the row removed, or null when there was none. */
export async function deleteAccommodation(
  db: Executor,
  studentId: number,
  courseId: number | null,
): Promise<AccommodationRow | null> {
  const [removed] = await db.delete(quizAccommodations).where(scope(studentId, courseId)).returning();
  return removed ?? null;
}

/** The student's accommodations: the one for every program first, then by program. */
export function listAccommodationsOf(db: Executor, studentId: number) {
  return db
    .select()
    .from(quizAccommodations)
    .where(eq(quizAccommodations.studentId, studentId))
    .orderBy(sql`${quizAccommodations.courseId} nulls first`, asc(quizAccommodations.id));
}

export function listAccommodations(db: Executor) {
  return db.select().from(quizAccommodations).orderBy(asc(quizAccommodations.id));
}
