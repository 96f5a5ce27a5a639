import { z } from 'zod';
import { operation } from '../common/operation';

export const signOut = operation({
  method: 'POST',
  path: '/api/auth/sign-out',
  tag: 'auth',
  summary: 'Better Auth: end the session',
  // an empty JSON body, as Better Auth's own client sends
  body: z.object({}),
  hidden: true,
});
