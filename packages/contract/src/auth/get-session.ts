import { z } from 'zod';
import { operation } from '../common/operation';

/** What the web keeps of Better Auth's session: its token stays in the cookie, out of the page. */
export const ZSession = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullish(),
  }),
  session: z.object({ id: z.string(), expiresAt: z.string() }),
});
export type TSession = z.infer<typeof ZSession>;

export const getSession = operation({
  method: 'GET',
  path: '/api/auth/get-session',
  tag: 'auth',
  summary: "Better Auth: the signed-in user's session, or null",
  response: ZSession.nullable(),
  hidden: true,
});
