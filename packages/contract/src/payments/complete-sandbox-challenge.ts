import { z } from 'zod';
import { operation } from '../common/operation';

export const ZCompleteSandboxChallengeRequest = z.object({
  client_secret: z.string().min(1).max(300),
  result: z.enum(['complete', 'fail']),
});

/** Sandbox only: the cardholder's answer on the bank's authentication page. */
export const completeSandboxChallenge = operation({
  method: 'POST',
  path: '/api/sandbox/3ds',
  tag: 'sandbox',
  summary: "The cardholder's answer to the sandbox bank's authentication",
  body: ZCompleteSandboxChallengeRequest,
  errors: [404],
});
