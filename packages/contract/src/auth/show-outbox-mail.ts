import { z } from 'zod';
import { operation } from '../common/operation';

/** One mail of the sandbox outbox as a page. */
export const showOutboxMail = operation({
  method: 'GET',
  path: '/dev/outbox/:id',
  tag: 'dev',
  summary: 'One mail the sandbox sent, as a page',
  params: z.object({ id: z.coerce.number().int() }),
  hidden: true,
  errors: [404],
});
