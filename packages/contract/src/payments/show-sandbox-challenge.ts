import { z } from 'zod';
import { operation } from '../common/operation';

/** The sandbox bank's 3-D Secure page (HTML), opened from the card dialog. */
export const showSandboxChallenge = operation({
  method: 'GET',
  path: '/sandbox/3ds',
  tag: 'sandbox',
  summary: "The sandbox bank's authentication page",
  query: z.object({ client_secret: z.string().max(300) }),
  errors: [404],
  hidden: true,
});
