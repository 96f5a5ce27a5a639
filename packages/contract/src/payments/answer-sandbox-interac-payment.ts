import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSandboxInteracParams } from './show-sandbox-interac-payment';

/** The banks the sandbox Interac page offers. */
export const SANDBOX_BANKS = [
  'BMO Bank of Montreal',
  'CIBC',
  'Desjardins',
  'National Bank',
  'RBC Royal Bank',
  'Scotiabank',
  'Tangerine',
  'TD Canada Trust',
] as const;

/** The payer's answer on the sandbox bank's page, posted as a browser form is; the bank takes one. */
export const answerSandboxInteracPayment = operation({
  method: 'POST',
  path: '/sandbox/interac/:id',
  tag: 'sandbox',
  summary: "The payer's answer from the sandbox bank's Interac page",
  params: ZSandboxInteracParams,
  body: z.object({ decision: z.enum(['approve', 'decline']), bank: z.enum(SANDBOX_BANKS) }),
  errors: [404, 409],
  hidden: true,
});
