import type { NewNotification } from '../notifications/notifications.service';

/** What a student is told when someone replies in a discussion they took part in. */
export const FORUM_NOTIFICATIONS = {
  replied: (
    thread: { id: number; title: string; ownThread: boolean },
    replier: string,
    program: { slug: string; subscriptionId: number } | null,
  ): NewNotification => ({
    type: 'discussion_board',
    heading: thread.ownThread ? 'New reply to your discussion' : 'New reply in a discussion',
    message: `${replier} replied to “${thread.title}”.`,
    route_params: program ? { course_slug: program.slug, subscription_id: program.subscriptionId } : {},
    payload: { thread_id: thread.id },
  }),
};
