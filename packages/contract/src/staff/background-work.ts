import { z } from 'zod';
import { operation } from '../common/operation';

/** How many jobs of one kind wait, run, wait to be tried again, or failed for good. */
export const ZJobCounts = z.object({
  topic: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});

/** A job that used up its tries; its data stays on the server, where it may hold a student's address. */
export const ZFailedJob = z.object({
  id: z.string(),
  topic: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  at: z.string(),
});

/** The portal's background work (mail, notifications, calls to providers), as `portal jobs list` shows it. */
export const ZBackgroundWork = z.object({ counts: z.array(ZJobCounts), failed: z.array(ZFailedJob) });
export type TBackgroundWork = z.infer<typeof ZBackgroundWork>;

export const getBackgroundWork = operation({
  method: 'GET',
  path: '/api/v1/staff/jobs/',
  tag: 'staff',
  summary: 'The background work by kind, and the jobs that failed for good',
  response: ZBackgroundWork,
  errors: [401, 403],
  staff: { resource: 'settings', action: 'read' },
});

export const retryBackgroundJob = operation({
  method: 'POST',
  path: '/api/v1/staff/jobs/:id/retry/',
  tag: 'staff',
  summary: 'Try again a job that failed for good, as `portal jobs retry` does',
  params: z.object({ id: z.string().uuid() }),
  response: z.object({ queued: z.boolean() }),
  status: 202,
  errors: [401, 403, 404],
  staff: { resource: 'settings', action: 'update' },
});
