import { NOTIFICATION_HEARTBEAT_SECONDS } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { openEventStream } from '../../lib/event-stream';
import type { NotificationHub, NotificationSignal } from './notification-hub';
import { newestNotificationId } from './notifications.repository';
import { notificationEvent, unseenCount } from './notifications.service';

/** The streams open in an app, each by the function that ends it: counted by the metrics. */
export type OpenStreams = Set<() => void>;

/**
 * Takes over the reply as an event stream for the student; answers the function that ends it.
 * Everything is released when the client goes away or the server ends the stream. Event ids are
 * notification ids, the first event's the newest when the stream opened: a page that is told to
 * `resync` (signals were missed) knows which of the notifications it fetches again are new to it.
 */
export async function openNotificationStream(
  ctx: AppContext,
  hub: NotificationHub,
  studentId: number,
  reply: FastifyReply,
  onEnd: () => void,
): Promise<() => void> {
  const stream = openEventStream(reply, NOTIFICATION_HEARTBEAT_SECONDS);
  const send = (event: string, data: unknown, id?: number) => stream.send({ event, data, id });

  // signals are handled one after another, so events leave in the order they happened
  let queue = Promise.resolve();
  const onSignal = (signal: NotificationSignal) => {
    queue = queue
      .then(async () => {
        if (signal.subscription_id !== undefined) {
          send('room', { subscription_id: signal.subscription_id });
          return;
        }
        if (signal.notification_id === null) {
          send('unseen_count', { unseen_count: (await unseenCount(ctx, studentId)).count });
          return;
        }
        const event = await notificationEvent(ctx, studentId, signal.notification_id);
        if (event) send('notification', event, event.item.id);
      })
      .catch((error: unknown) => reply.log.error({ err: error }, 'notification stream failed'));
  };
  const unsubscribe = await hub.subscribe(studentId, onSignal);
  const stopResync = hub.onResync(() => {
    queue = queue.then(() => send('resync', {}));
  });

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    stopResync();
    onEnd();
    stream.end();
  };
  // the client may have left while the subscription was being set up
  if (stream.gone.aborted) end();
  else stream.gone.addEventListener('abort', end);
  // the current count first, so a page that reconnects is up to date
  const [{ count }, newest] = await Promise.all([
    unseenCount(ctx, studentId),
    newestNotificationId(ctx.db, studentId),
  ]);
  send('unseen_count', { unseen_count: count }, newest);
  return end;
}
