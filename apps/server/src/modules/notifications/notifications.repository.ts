import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationFilter = { type?: string; isRead?: boolean };

const ofStudent = (studentId: number, filter: NotificationFilter = {}): SQL =>
  and(
    eq(notifications.studentId, studentId),
    filter.type === undefined ? undefined : eq(notifications.type, filter.type),
    filter.isRead === undefined ? undefined : eq(notifications.isRead, filter.isRead),
  )!;

// matches the indexes' order (desc nulls last), so a page is read straight from an index
const newestFirst = [
  sql`${notifications.receivedAt} desc nulls last`,
  sql`${notifications.id} desc nulls last`,
];

export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export async function findNotificationOf(db: Executor, studentId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.studentId, studentId)));
  return row ?? null;
}

export async function pageOfNotifications(
  db: Executor,
  studentId: number,
  filter: NotificationFilter,
  page: { offset: number; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ofStudent(studentId, filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countNotifications(
  db: Executor,
  studentId: number,
  filter: NotificationFilter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofStudent(studentId, filter));
  return row!.n;
}

/** Read from the partial index of unread ones. */
export async function countUnread(db: Executor, studentId: number): Promise<number> {
  return countNotifications(db, studentId, { isRead: false });
}

export async function setReadStatus(db: Executor, studentId: number, id: number, isRead: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.studentId, studentId)))
    .returning();
  return row ?? null;
}

/** Answers how many were unread. */
export async function markAllNotificationsRead(db: Executor, studentId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(ofStudent(studentId, { isRead: false }))
    .returning({ id: notifications.id });
  return rows.length;
}
