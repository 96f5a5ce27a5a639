import { portalNotification } from '../notifications/notification-texts';

/** What a student is told when someone replies in a discussion they took part in. */
export const FORUM_NOTIFICATIONS = {
  replied: (
    thread: { id: number; title: string; ownThread: boolean },
    replier: string,
    program: { slug: string; subscriptionId: number } | null,
  ) =>
    portalNotification(
      { key: 'forumReplied', params: { title: thread.title, replier, ownThread: thread.ownThread } },
      {
        type: 'discussion_board',
        // the thread itself; the program's too, for a client that opens the board
        route_params: {
          ...(program ? { course_slug: program.slug, subscription_id: program.subscriptionId } : {}),
          thread_id: thread.id,
        },
      },
    ),
};
