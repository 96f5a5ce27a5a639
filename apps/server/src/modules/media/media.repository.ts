import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mediaAssets } from '../../db/schema';

export async function findMediaAsset(db: Executor, key: string) {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.key, key));
  return row ?? null;
}

export async function saveMediaAsset(
  db: Executor,
  asset: { key: string; contentType: string; size: number },
) {
  await db.insert(mediaAssets).values(asset).onConflictDoNothing();
}
