import { operation } from '../common/operation';
import { ZCompleteSandboxChallengeRequest } from './complete-sandbox-challenge';

/** The sandbox bank page's form, posted as a browser form is; answers a page that tells the portal. */
export const answerSandboxChallenge = operation({
  method: 'POST',
  path: '/sandbox/3ds',
  tag: 'sandbox',
  summary: "The cardholder's answer from the sandbox bank's page",
  body: ZCompleteSandboxChallengeRequest,
  errors: [404],
  hidden: true,
});
