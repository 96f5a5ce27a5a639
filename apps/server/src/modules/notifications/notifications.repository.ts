import type { TNotificationType } from '@portal/contract';
import { and, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationCounts, notificationEmailPreferences, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationFilter = { type?: TNotificationType; isRead?: boolean };

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

/**
 * Inserts the notification, with `email_pending` set when the student's email types hold its type
 * (`defaults` when they never chose): read in the same statement, so a notification costs one query.
 */
export async function insertNotification(
  db: Executor,
  values: Omit<typeof notifications.$inferInsert, 'emailPending'>,
  email: { defaults: readonly string[] } | null,
) {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, emailPending: emailPendingOf(values, email) })
    .returning();
  return row!;
}

function emailPendingOf(
  values: { type: string; studentId: number },
  email: { defaults: readonly string[] } | null,
) {
  const prefs = notificationEmailPreferences;
  return email
    ? sql`coalesce(
        (select ${values.type}::text = any(${prefs.emailTypes}) from ${prefs} where ${prefs.studentId} = ${values.studentId}),
        ${email.defaults.includes(values.type)}
      )`
    : false;
}

/** The student's notice of the group, locked until the transaction ends: its next change waits. */
export async function lockGroupedNotification(db: Executor, studentId: number, groupKey: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.studentId, studentId), eq(notifications.groupKey, groupKey)))
    .for('update');
  return row ?? null;
}

/** Inserts the group's notice; null when another transaction inserted it first (it is then committed). */
export async function insertGroupedNotification(
  db: Executor,
  values: Omit<typeof notifications.$inferInsert, 'emailPending'>,
  email: { defaults: readonly string[] } | null,
) {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, emailPending: emailPendingOf(values, email) })
    .onConflictDoNothing({
      target: [notifications.studentId, notifications.groupKey],
      where: sql`${notifications.groupKey} is not null`,
    })
    .returning();
  return row ?? null;
}

/** A group's notice says what it stands for now, as new and unread; its mail is owed or not as before. */
export async function updateGroupedNotification(
  db: Executor,
  id: number,
  values: Pick<
    typeof notifications.$inferInsert,
    'heading' | 'message' | 'textKey' | 'textParams' | 'routeParams' | 'payload' | 'receivedAt'
  >,
) {
  const [row] = await db
    .update(notifications)
    .set({ ...values, isRead: false })
    .where(eq(notifications.id, id))
    .returning();
  return row!;
}

export async function findNotificationOf(db: Executor, studentId: number, id: number) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.studentId, studentId)));
  return row ?? null;
}

export type NotificationCounts = { total: number; unread: number };

/**
 * A page of the student's notifications with their counts, in one round trip: the counts come with each
 * row (one read of their row per query), and alone only when the page is empty.
 */
export async function pageOfNotifications(
  db: Executor,
  studentId: number,
  filter: NotificationFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; counts: NotificationCounts }> {
  const counted = (column: 'total' | 'unread') =>
    sql<number>`coalesce((select ${notificationCounts[column]} from ${notificationCounts} where ${notificationCounts.studentId} = ${studentId}), 0)`.mapWith(
      Number,
    );
  const found = await db
    .select({
      row: notifications,
      total: counted('total'),
      unread: counted('unread'),
    })
    .from(notifications)
    .where(ofStudent(studentId, filter))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const first = found[0];
  return {
    rows: found.map((f) => f.row),
    counts: first
      ? { total: first.total, unread: first.unread }
      : await findNotificationCounts(db, studentId),
  };
}

/** The student's notifications and unread ones, as the triggers of migration 0017 keep them. */
export async function findNotificationCounts(db: Executor, studentId: number): Promise<NotificationCounts> {
  const [row] = await db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.studentId, studentId));
  return row ?? { total: 0, unread: 0 };
}

/** The id of the student's newest notification, 0 when there is none. */
export async function newestNotificationId(db: Executor, studentId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.studentId, studentId));
  return row?.id ?? 0;
}

/** Counts the matching notifications up to `upTo`: the index range read stops there, however long the history. */
export async function countNotifications(
  db: Executor,
  studentId: number,
  filter: NotificationFilter,
  upTo: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(ofStudent(studentId, filter))
    .limit(upTo)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row!.n;
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

/** The student's email types; null when they never chose. */
export async function findEmailTypes(db: Executor, studentId: number): Promise<TNotificationType[] | null> {
  const [row] = await db
    .select({ types: notificationEmailPreferences.emailTypes })
    .from(notificationEmailPreferences)
    .where(eq(notificationEmailPreferences.studentId, studentId));
  return row?.types ?? null;
}

export async function saveEmailTypes(db: Executor, studentId: number, types: TNotificationType[], at: Date) {
  await db
    .insert(notificationEmailPreferences)
    .values({ studentId, emailTypes: types, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationEmailPreferences.studentId,
      set: { emailTypes: types, updatedAt: at },
    });
}

export async function findNotification(db: Executor, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** The notification's mail is no longer owed: sent, or given up. */
export async function markEmailSent(db: Executor, id: number) {
  await db.update(notifications).set({ emailPending: false }).where(eq(notifications.id, id));
}
