import { PORTAL_PAGES } from '../portal-pages';
import type { TNotificationContent, TNotificationRouteParams, TNotificationType } from './notification';

type Params = TNotificationRouteParams;

/** The course room of the notification's subscription, at its content when it names one. */
const roomOf = (p: Params) =>
  p.course_slug && p.subscription_id
    ? PORTAL_PAGES.room(p.course_slug, p.subscription_id, p.content_id)
    : PORTAL_PAGES.dashboard;

/**
 * Where each type of notification leads (spec section 4, Notifications, with the items of decision 033):
 * every type opens a page, the item itself when its route parameters name it. A record over every type,
 * so a new type does not compile without its route.
 */
export const NOTIFICATION_ROUTES: Record<TNotificationType, (p: Params) => string> = {
  general: () => PORTAL_PAGES.dashboard,
  loan: () => PORTAL_PAGES.dashboard,
  payment: () => PORTAL_PAGES.paymentHistory,
  reward_points: () => PORTAL_PAGES.learningLevel,
  subscription: roomOf,
  attendance: roomOf,
  assignment: roomOf,
  homework: roomOf,
  in_class_quota: roomOf,
  quota: roomOf,
  quiz: (p) => (p.attempt_id ? PORTAL_PAGES.quizAttempt(p.attempt_id) : roomOf(p)),
  support: (p) =>
    p.support_request_id ? PORTAL_PAGES.supportRequest(p.support_request_id) : PORTAL_PAGES.support,
  live_session: (p) => {
    if (!p.status) return PORTAL_PAGES.liveConnect;
    // the list has no scheduled tab: a session yet to start is with the ongoing ones
    return `${PORTAL_PAGES.liveConnect}?status=${p.status === 'scheduled' ? 'ongoing' : p.status}`;
  },
  document_verification: (p) =>
    p.document_type ? `${PORTAL_PAGES.documents}?type=${p.document_type}` : PORTAL_PAGES.documents,
  transaction: (p) =>
    p.transaction_status === 'pending' ? PORTAL_PAGES.pendingPayments : PORTAL_PAGES.paymentHistory,
  // due or overdue, the instalment is paid from the pending payments
  installment: () => PORTAL_PAGES.pendingPayments,
  graduation: (p) => {
    if (p.notification_for === 'certificate' && p.certificate_id)
      return PORTAL_PAGES.certificate(p.certificate_id);
    if (p.notification_for === 'transcript' && p.subscription_id)
      return PORTAL_PAGES.transcript(p.subscription_id);
    return PORTAL_PAGES.dashboard;
  },
  discussion_board: (p) => {
    if (p.thread_id) return PORTAL_PAGES.forumThread(p.thread_id);
    return p.course_slug && p.subscription_id ? `${roomOf(p)}?tab=forum` : PORTAL_PAGES.forum;
  },
};

/** The path, from the portal's root, of the page a notification opens. */
export function notificationPath(notification: Pick<TNotificationContent, 'type' | 'route_params'>): string {
  return NOTIFICATION_ROUTES[notification.type](notification.route_params);
}
