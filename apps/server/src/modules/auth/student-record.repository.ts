import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { studentProfiles, users } from '../../db/schema';

export type ProfileRow = typeof studentProfiles.$inferSelect;

export async function insertProfile(db: Executor, profile: typeof studentProfiles.$inferInsert) {
  const [row] = await db.insert(studentProfiles).values(profile).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findProfileByUserId(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row ?? null;
}

export async function findProfileById(db: Executor, id: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.id, id));
  return row ?? null;
}

/** Who to write to about a student's record: the account's email, name and language. */
export async function findAccountOfStudent(db: Executor, studentId: number) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      emailVerified: users.emailVerified,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, studentId));
  return row ?? null;
}

const studentRecordQuery = preparedQuery((db) =>
  db
    .select({
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        language: users.language,
      },
      profile: studentProfiles,
    })
    .from(users)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('find_student_record'),
);

/** An account with its student profile, as they are now: read for every signed-in request. */
export async function findStudentRecord(db: Executor, userId: string) {
  const [row] = await studentRecordQuery(db).execute({ userId });
  return row ?? null;
}
