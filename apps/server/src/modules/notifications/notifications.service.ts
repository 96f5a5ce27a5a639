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
  notificationPath,
  ruleMessage,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Invalid, type Message, NotFound } from '../../lib/errors';
import { findAccountOfStudent } from '../auth/students.service';
import { instituteLanguage } from '../institute/institute.service';
import type { Reader } from '../institute/localize';
import { signalStudent } from './notification-hub';
import { type NotificationText, renderStoredText } from './notification-texts';
import {
  type NotificationCounts,
  type NotificationRow,
  countNotifications,
  findEmailTypes,
  findNotificationCounts,
  findNotificationOf,
  insertGroupedNotification,
  insertNotification,
  lockGroupedNotification,
  markAllNotificationsRead,
  pageOfNotifications,
  saveEmailTypes,
  setReadStatus,
  updateGroupedNotification,
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

/**
 * The notification's heading and message in the reader's language, with the names it holds in the
 * default language; operators' texts as they wrote them.
 */
export function notificationTexts(row: NotificationRow, reader: Reader) {
  return (
    renderStoredText(row.textKey, row.textParams, reader.language, reader.fallback) ?? {
      heading: row.heading,
      message: row.message,
    }
  );
}

/** The reader of a notice in a language, whose names fall back to the institute's default. */
export async function noticeReader(ctx: AppContext, language: TLanguage): Promise<Reader> {
  return { language, fallback: await instituteLanguage(ctx.db) };
}

/** The English columns a notice is stored with, which mark no name. */
const STORED: Reader = { language: 'en', fallback: 'en' };

/** The page the notification opens, in the bell and in its mail (the contract's routing table). */
export const pathOf = (row: NotificationRow) =>
  notificationPath({ type: row.type, route_params: row.routeParams });

export function presentNotification(row: NotificationRow, reader: Reader): TNotificationItem {
  return {
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    is_read: row.isRead,
    notification: {
      ...notificationTexts(row, reader),
      type: row.type,
      route_params: row.routeParams,
      payload: row.payload,
    },
  };
}

function checked(content: NewNotification): TNotificationContent {
  const parsed = ZNotificationContent.safeParse({ route_params: {}, payload: {}, ...content });
  if (parsed.success) return parsed.data;
  const fields: Record<string, Message[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'non_field_errors';
    (fields[field] ??= []).push(ruleMessage(issue.message));
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
  const row = await insertNotification(db, rowOf(ctx, studentId, content), emailOf(content));
  await announce(ctx, db, row);
  return presentNotification(row, STORED);
}

function rowOf(ctx: AppContext, studentId: number, content: NewNotification) {
  const valid = checked(content);
  return {
    studentId,
    type: valid.type,
    heading: valid.heading,
    message: valid.message,
    textKey: content.text?.key ?? null,
    textParams: content.text?.params ?? null,
    routeParams: valid.route_params,
    payload: valid.payload,
    receivedAt: ctx.now(),
  };
}

const emailOf = (content: NewNotification) =>
  content.mailedByEvent ? null : { defaults: DEFAULT_EMAIL_NOTIFICATION_TYPES };

/** Tells the student's open pages, and mails it when it is owed. */
async function announce(ctx: AppContext, db: Executor, row: NotificationRow) {
  await signalStudent(db, { student_id: row.studentId, notification_id: row.id });
  // mailed by a job of the event's transaction: only if the event commits
  if (row.emailPending)
    await ctx.jobs.add(db, {
      topic: NOTIFICATION_MAIL_JOB,
      key: `${NOTIFICATION_MAIL_JOB}:${row.id}`,
      payload: { notificationId: row.id },
    });
}

/**
 * One notice for a group of events of a student (the reward points of a day, decision 033): the first
 * event inserts it; each later one rewrites it from what it said before (`build` gets the parameters of
 * its text, null for the first) and makes it new and unread again. The notice's row stays locked until
 * the transaction ends, so the events of a group are told one after the other, whichever process handles
 * them: what `build` reads (a total) it reads after the lock, so it sees the events told before it. Its
 * mail goes once, with the first event.
 */
export async function notifyGrouped(
  ctx: AppContext,
  studentId: number,
  groupKey: string,
  build: (previous: Record<string, unknown> | null) => Promise<NewNotification>,
  db: Executor,
): Promise<TNotificationItem> {
  // twice at most: an insert that lost the race finds the winner's notice committed
  for (;;) {
    const existing = await lockGroupedNotification(db, studentId, groupKey);
    if (existing) {
      const { heading, message, textKey, textParams, routeParams, payload, receivedAt } = rowOf(
        ctx,
        studentId,
        await build(existing.textParams),
      );
      const row = await updateGroupedNotification(db, existing.id, {
        heading,
        message,
        textKey,
        textParams,
        routeParams,
        payload,
        receivedAt,
      });
      await signalStudent(db, { student_id: studentId, notification_id: row.id });
      return presentNotification(row, STORED);
    }
    const content = await build(null);
    const row = await insertGroupedNotification(
      db,
      { ...rowOf(ctx, studentId, content), groupKey },
      emailOf(content),
    );
    if (row) {
      await announce(ctx, db, row);
      return presentNotification(row, STORED);
    }
  }
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
  const reader = await noticeReader(ctx, language);
  const [{ rows, counts }, ofType] = await Promise.all([
    pageOfNotifications(ctx.db, studentId, filter, query),
    // by type, counted from the index and capped (see the contract's listNotifications)
    filter.type === undefined
      ? null
      : countNotifications(ctx.db, studentId, filter, query.offset + NOTIFICATION_COUNT_CAP),
  ]);
  return {
    count: ofType ?? countOf(counts, filter.isRead),
    results: rows.map((row) => presentNotification(row, reader)),
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
    item: presentNotification(row, await noticeReader(ctx, readerLanguage(account?.language))),
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
  return {
    ...presentNotification(row, await noticeReader(ctx, language)),
    unseen_count: await unreadCount(ctx, studentId),
  };
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
  return { email_types: types ?? ([...DEFAULT_EMAIL_NOTIFICATION_TYPES] as TNotificationType[]) };
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
