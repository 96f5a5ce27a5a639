import { operation } from '../common/operation';

/** The script of the sandbox bank's answer page: it tells the portal's window the payer answered. */
export const getSandboxInteracScript = operation({
  method: 'GET',
  path: '/sandbox/interac-done.js',
  tag: 'sandbox',
  summary: "The sandbox bank's Interac page script",
  hidden: true,
});
