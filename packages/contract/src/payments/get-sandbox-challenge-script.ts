import { operation } from '../common/operation';

/** The script of the sandbox bank's answer page: it tells the portal's window the authentication ended. */
export const getSandboxChallengeScript = operation({
  method: 'GET',
  path: '/sandbox/3ds-done.js',
  tag: 'sandbox',
  summary: "The sandbox bank page's script",
  hidden: true,
});
