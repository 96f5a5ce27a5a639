import { z } from 'zod';
import { operation } from '../common/operation';
import { ZNotificationContent } from './notification';
import { staffRule } from '../staff/staff-messages';

/** A notice the school writes, to one student's bell or to every student of a program. */
export const ZSendStaffNotification = ZNotificationContent.pick({ type: true, heading: true, message: true })
  .extend({
    student: z.number().int().positive().optional(),
    program: z.number().int().positive().optional(),
  })
  .refine((notice) => (notice.student === undefined) !== (notice.program === undefined), {
    message: staffRule('staff.forms.notifyWhom'),
    path: ['student'],
  });
export type TSendStaffNotification = z.infer<typeof ZSendStaffNotification>;

export const sendStaffNotification = operation({
  method: 'POST',
  path: '/api/v1/staff/notifications/',
  tag: 'staff',
  summary: "Send a notification to a student's bell, or to every student of a program",
  body: ZSendStaffNotification,
  response: z.object({ notified: z.number().int() }),
  errors: [401, 403, 404],
  staff: { resource: 'notifications', action: 'send' },
});
