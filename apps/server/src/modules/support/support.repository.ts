import type { Executor } from '../../db/client';
import { supportRequests } from '../../db/schema';

export async function insertSupportRequest(db: Executor, request: typeof supportRequests.$inferInsert) {
  const [row] = await db.insert(supportRequests).values(request).returning();
  return row!;
}
