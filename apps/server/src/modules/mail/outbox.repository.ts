import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function storeOutboxMail(db: Executor, mail: Omit<typeof mailOutbox.$inferInsert, 'id'>) {
  await db.insert(mailOutbox).values(mail);
}

export async function listOutboxMail(db: Executor, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
    .limit(200);
}

export async function findOutboxMail(db: Executor, id: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
