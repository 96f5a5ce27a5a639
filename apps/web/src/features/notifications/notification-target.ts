import type { TNotificationItem } from '@portal/contract';
import { certificatePath } from '../../lib/grades/grade-paths';
import { roomPath } from '../../lib/subscriptions/room-path';

/** Where clicking a notification leads: a page, or the transcript PDF to download. */
export type NotificationTarget =
  { kind: 'path'; to: string } | { kind: 'downloadTranscript'; subscriptionId: number };

const PAYMENT_HISTORY = '/payment-details?tab=history';
const PENDING_PAYMENTS = '/payment-details?tab=pending';

const path = (to: string): NotificationTarget => ({ kind: 'path', to });

/** The spec's routing table (section 4, Notifications); null when a notification leads nowhere. */
export function notificationTarget(item: TNotificationItem): NotificationTarget | null {
  const { type, route_params: params } = item.notification;
  const journey =
    params.course_slug && params.subscription_id
      ? roomPath(params.course_slug, params.subscription_id)
      : null;

  switch (type) {
    case 'subscription':
    case 'quota':
    case 'quiz':
    case 'homework':
    case 'in_class_quota':
      return journey ? path(journey) : null;
    case 'payment':
      return path(PAYMENT_HISTORY);
    case 'reward_points':
      return path('/learning-level');
    case 'loan':
      return path('/dashboard');
    case 'document_verification':
      return path(params.document_type ? `/document?type=${params.document_type}` : '/document');
    case 'transaction':
      return path(params.transaction_status === 'pending' ? PENDING_PAYMENTS : PAYMENT_HISTORY);
    case 'installment':
      return params.due_status === 'overdue' ? path(PENDING_PAYMENTS) : null;
    case 'live_session': {
      if (!params.status) return path('/live-connect');
      const status = params.status === 'scheduled' ? 'ongoing' : params.status;
      return path(`/live-connect?status=${status}`);
    }
    case 'graduation':
      if (params.notification_for === 'certificate' && params.certificate_id) {
        return path(certificatePath(params.certificate_id));
      }
      if (params.notification_for === 'transcript' && params.subscription_id) {
        return { kind: 'downloadTranscript', subscriptionId: params.subscription_id };
      }
      return null;
    case 'discussion_board':
      return path(journey ? `${journey}?tab=forum` : '/forum');
    default:
      return null;
  }
}
