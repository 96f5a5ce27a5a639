import { z } from 'zod';
import { ZLanguage, ZNotificationType } from '../enums';

export type TNotificationType = z.infer<typeof ZNotificationType>;

/**
 * Where a click leads (spec section 4): course_slug and subscription_id open the course journey;
 * document_type filters the document list; transaction_status pending opens pending payments;
 * due_status overdue opens pending payments; status filters live-connect; notification_for says
 * whether a graduation opens the certificate or the transcript page. content_id, attempt_id,
 * thread_id and support_request_id name the item itself. notification-route.ts maps them to a page.
 */
export const ZNotificationRouteParams = z
  .object({
    course_slug: z.string().min(1),
    subscription_id: z.number().int().positive(),
    document_type: z.enum(['tax', 'institute', 'course']),
    transaction_status: z.enum(['pending', 'completed', 'failed']),
    due_status: z.enum(['due', 'overdue']),
    status: z.enum(['scheduled', 'ongoing', 'completed', 'cancelled']),
    notification_for: z.enum(['certificate', 'transcript']),
    certificate_id: z.number().int().positive(),
    course_id: z.number().int().positive(),
    /** The items a notification opens itself (decision 033): see notification-route.ts. */
    content_id: z.number().int().positive(),
    attempt_id: z.number().int().positive(),
    thread_id: z.number().int().positive(),
    support_request_id: z.number().int().positive(),
  })
  .partial()
  .strict();
export type TNotificationRouteParams = z.infer<typeof ZNotificationRouteParams>;

/** Free data for the client; `notification_image` is an image URL the item may show. */
export const ZNotificationPayload = z
  .object({ notification_image: z.string().optional() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type TNotificationPayload = z.infer<typeof ZNotificationPayload>;

/** What a notification says, as the school or an event wrote it. */
export const ZNotificationContent = z.object({
  heading: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  type: ZNotificationType,
  route_params: ZNotificationRouteParams,
  payload: ZNotificationPayload,
});
export type TNotificationContent = z.infer<typeof ZNotificationContent>;

/** A text inside a notification's heading or message written in another language than the notice. */
export const ZLangSpan = z.object({ text: z.string(), lang: ZLanguage });
export type TLangSpan = z.infer<typeof ZLangSpan>;

/**
 * A notification as the student reads it (spec section 3, Notification item). `lang_spans`: the names
 * it holds that have no translation in the reader's language, which the page marks with their `lang`.
 */
export const ZNotificationItem = z.object({
  id: z.number().int(),
  received_at: z.string(),
  is_read: z.boolean(),
  notification: ZNotificationContent.extend({ lang_spans: z.array(ZLangSpan).optional() }),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

export const ZNotificationParams = z.object({ id: z.coerce.number().int().positive() });
