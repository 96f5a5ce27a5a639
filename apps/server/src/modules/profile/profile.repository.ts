import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { studentProfiles } from '../../db/schema';

export type ProfileRow = typeof studentProfiles.$inferSelect;

export async function insertProfile(db: Executor, profile: typeof studentProfiles.$inferInsert) {
  const [row] = await db.insert(studentProfiles).values(profile).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findProfileByUserId(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row ?? null;
}
