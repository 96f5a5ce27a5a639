import { z } from 'zod';
import { operation } from '../common/operation';

/** The reminders the portal sends every hour, sent now: each notice still once per instalment. */
export const remindInstallmentsNow = operation({
  method: 'POST',
  path: '/api/v1/staff/installments/reminders/',
  tag: 'staff',
  summary: 'Tell students now of instalments due within 3 days or overdue, in the background',
  response: z.object({ queued: z.boolean() }),
  status: 202,
  errors: [401, 403],
  staff: { resource: 'payments', action: 'update' },
});
