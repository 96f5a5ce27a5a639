import { z } from 'zod';
import { operation } from '../common/operation';

export const ZListOutboxQuery = z.object({ to: z.string().optional() });
export const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  sent_at: z.string(),
});
export const ZListOutboxResponse = z.object({ results: z.array(ZOutboxMail) });
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

/** Only while no SMTP server is configured, and only to this machine: the mail the portal would have sent. */
export const listOutbox = operation({
  method: 'GET',
  path: '/api/dev/outbox',
  tag: 'dev',
  summary: 'Mail kept in the sandbox outbox, newest first',
  query: ZListOutboxQuery,
  response: ZListOutboxResponse,
  errors: [404],
});
