import { z } from 'zod';

/** Only while no SMTP server is configured: the mail the portal would have sent. */
export const listOutbox = { method: 'GET', path: '/api/dev/outbox' } as const;
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
