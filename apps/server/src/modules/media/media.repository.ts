import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mediaAssets, roomMedia } from '../../db/schema';

/** The asset, with the programs whose course room shows it (none for a public image). */
export async function findMediaAsset(db: Executor, key: string) {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.key, key));
  if (!row) return null;
  const rooms = await db
    .select({ courseId: roomMedia.courseId })
    .from(roomMedia)
    .where(eq(roomMedia.key, key));
  return { ...row, courseIds: rooms.map((r) => r.courseId) };
}

export async function saveMediaAsset(
  db: Executor,
  asset: { key: string; contentType: string; size: number },
  courseId: number | null,
) {
  await db.insert(mediaAssets).values(asset).onConflictDoNothing();
  if (courseId !== null)
    await db.insert(roomMedia).values({ key: asset.key, courseId }).onConflictDoNothing();
}
