import {
  DEFAULT_EMAIL_NOTIFICATION_TYPES,
  NOTIFICATION_COUNT_CAP,
  NOTIFICATION_TYPES,
  type TEmailPreferences,
  type TEmailPreferencesResponse,
  type TLanguage,
  type TListNotificationsQuery,
  type TNotificationContent,
  type TNotificationItem,
  type TNotificationPayload,
  type TNotificationRouteParams,
  type TNotificationType,
  ZNotificationContent,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Invalid, NotFound } from '../../lib/errors';
import { findAccountOfStudent } from '../auth/students.service';
import { signalStudent } from './notification-hub';
import { type NotificationText, renderStoredText } from './notification-texts';
import {
  type NotificationCounts,
  type NotificationRow,
  countNotifications,
  findEmailTypes,
  findNotificationCounts,
  findNotificationOf,
  insertNotification,
  markAllNotificationsRead,
  pageOfNotifications,
  saveEmailTypes,
  setReadStatus,
} from './notifications.repository';

export type NewNotification = {
  type: TNotificationType;
  heading: string;
  message: string;
  route_params?: TNotificationRouteParams;
  payload?: TNotificationPayload;
  /** The event mails the student itself (a receipt, marks), so the notification is not mailed again. */
  mailedByEvent?: boolean;
  /** The portal's own texts, rendered in each reader's language; heading and message are their English. */
  text?: NotificationText;
};

/** A user's language as stored, one the portal speaks. */
export const readerLanguage = (language: string | null | undefined): TLanguage =>
  language === 'fr-CA' ? 'fr-CA' : 'en';

/** The notification's heading and message in the reader's language; operators' texts as they wrote them. */
export function notificationTexts(row: NotificationRow, language: TLanguage) {
  return (
    renderStoredText(row.textKey, row.textParams, language) ?? { heading: row.heading, message: row.message }
  );
}

export function presentNotification(row: NotificationRow, language: TLanguage): TNotificationItem {
  return {
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    is_read: row.isRead,
    notification: {
      ...notificationTexts(row, language),
      type: row.type as TNotificationType,
      route_params: row.routeParams,
      payload: row.payload,
    },
  };
}

function checked(content: NewNotification): TNotificationContent {
  const parsed = ZNotificationContent.safeParse({ route_params: {}, payload: {}, ...content });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    (fields[field] ??= []).push(issue.message);
  }
  throw new Invalid(fields);
}

/** The job that mails a notification (notification-mail.ts). */
export const NOTIFICATION_MAIL_JOB = 'notification.mail';

/**
 * Tells the student's open pages, once the change commits, that the school changed what a course room
 * of theirs shows (attendance, a reviewed practice entry, marks): an open room fetches it again.
 */
export async function signalRoomChanged(db: Executor, studentId: number, subscriptionId: number) {
  await signalStudent(db, { student_id: studentId, notification_id: null, subscription_id: subscriptionId });
}

/**
 * Stores a notification for the student and tells their open pages; marks it to be mailed when its
 * type is one of the student's email types. Pass the transaction of the event when there is one: the
 * notification then exists, and is pushed and mailed, only if the event commits. Answers it as stored,
 * in English.
 */
export async function notify(
  ctx: AppContext,
  studentId: number,
  content: NewNotification,
  db: Executor = ctx.db,
): Promise<TNotificationItem> {
  const valid = checked(content);
  const row = await insertNotification(
    db,
    {
      studentId,
      type: valid.type,
      heading: valid.heading,
      message: valid.message,
      textKey: content.text?.key ?? null,
      textParams: content.text?.params ?? null,
      routeParams: valid.route_params,
      payload: valid.payload,
      receivedAt: ctx.now(),
    },
    content.mailedByEvent ? null : { defaults: DEFAULT_EMAIL_NOTIFICATION_TYPES },
  );
  await signalStudent(db, { student_id: studentId, notification_id: row.id });
  // mailed by a job of the event's transaction: only if the event commits
  if (row.emailPending)
    await ctx.jobs.add(db, {
      topic: NOTIFICATION_MAIL_JOB,
      key: `${NOTIFICATION_MAIL_JOB}:${row.id}`,
      payload: { notificationId: row.id },
    });
  return presentNotification(row, 'en');
}

/**
 * The same notification for several students, in one transaction. In the order of their ids, as every
 * such transaction takes their count rows' locks: two at once wait for each other, never deadlock.
 */
export async function notifyMany(ctx: AppContext, studentIds: number[], content: NewNotification) {
  checked(content);
  const ordered = [...new Set(studentIds)].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    for (const studentId of ordered) await notify(ctx, studentId, content, tx);
  });
}

const unreadCount = async (ctx: AppContext, studentId: number) =>
  (await findNotificationCounts(ctx.db, studentId)).unread;

/** How many a filter without a type matches, from the student's counts. */
function countOf(counts: NotificationCounts, isRead: boolean | undefined) {
  if (isRead === undefined) return counts.total;
  return isRead ? counts.total - counts.unread : counts.unread;
}

export async function listNotifications(
  ctx: AppContext,
  studentId: number,
  query: TListNotificationsQuery,
  language: TLanguage,
) {
  const filter = { type: query.notification__type, isRead: query.is_read };
  const [{ rows, counts }, ofType] = await Promise.all([
    pageOfNotifications(ctx.db, studentId, filter, query),
    // by type, counted from the index and capped (see the contract's listNotifications)
    filter.type === undefined
      ? null
      : countNotifications(ctx.db, studentId, filter, query.offset + NOTIFICATION_COUNT_CAP),
  ]);
  return {
    count: ofType ?? countOf(counts, filter.isRead),
    results: rows.map((row) => presentNotification(row, language)),
    unseen_count: counts.unread,
  };
}

export async function unseenCount(ctx: AppContext, studentId: number) {
  return { count: await unreadCount(ctx, studentId) };
}

/**
 * The item and unseen count a stream sends for a new notification, in the student's language of the
 * moment (they may switch while the stream is open); null if it is gone meanwhile.
 */
export async function notificationEvent(ctx: AppContext, studentId: number, id: number) {
  const [row, account] = await Promise.all([
    findNotificationOf(ctx.db, studentId, id),
    findAccountOfStudent(ctx.db, studentId),
  ]);
  if (!row) return null;
  return {
    item: presentNotification(row, readerLanguage(account?.language)),
    unseen_count: await unreadCount(ctx, studentId),
  };
}

export async function updateReadStatus(
  ctx: AppContext,
  studentId: number,
  id: number,
  isRead: boolean,
  language: TLanguage,
) {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await setReadStatus(tx, studentId, id, isRead);
    if (updated) await signalStudent(tx, { student_id: studentId, notification_id: null });
    return updated;
  });
  if (!row) throw new NotFound('Notification not found.');
  return { ...presentNotification(row, language), unseen_count: await unreadCount(ctx, studentId) };
}

export async function markAllRead(ctx: AppContext, studentId: number) {
  const updated = await ctx.db.transaction(async (tx) => {
    const n = await markAllNotificationsRead(tx, studentId);
    if (n > 0) await signalStudent(tx, { student_id: studentId, notification_id: null });
    return n;
  });
  return { updated, unseen_count: await unreadCount(ctx, studentId) };
}

export async function emailPreferences(
  ctx: AppContext,
  studentId: number,
): Promise<TEmailPreferencesResponse> {
  const types = await findEmailTypes(ctx.db, studentId);
  return { email_types: (types ?? [...DEFAULT_EMAIL_NOTIFICATION_TYPES]) as TNotificationType[] };
}

export async function updateEmailPreferences(
  ctx: AppContext,
  studentId: number,
  preferences: TEmailPreferences,
): Promise<TEmailPreferencesResponse> {
  // kept in the contract's order, so the answer does not depend on how the client listed them
  const types = NOTIFICATION_TYPES.filter((type) => preferences.email_types.includes(type));
  await saveEmailTypes(ctx.db, studentId, types, ctx.now());
  return { email_types: types };
}
