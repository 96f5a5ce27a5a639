import { operation } from '../common/operation';

/**
 * Server-sent events for the signed-in student: `notification` with each new item and the unseen
 * count, `unseen_count` when the count changes otherwise (read, mark all read), `room` when the school
 * changed what a course room of the student shows (attendance recorded, a practice entry reviewed, work
 * graded: the open room fetches its item and outline again), and `resync` (data `{}`)
 * when the server may have missed changes for a while: the page then fetches the count and the first
 * page again. Event ids are notification ids: the first event's is the student's newest when the
 * stream opened (0 for none), a `notification`'s its item's. Comments keep the connection alive every
 * 25 seconds.
 */
export const streamNotifications = operation({
  method: 'GET',
  path: '/api/v1/notifications/stream/',
  tag: 'notifications',
  summary: 'Server-sent events: each new notification and unseen count, as it happens',
  errors: [401, 403],
});
