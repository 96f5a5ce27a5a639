import { z } from 'zod';
import { operation } from '../common/operation';

export const ZSandboxInteracParams = z.object({ id: z.string().max(100) });

/** The sandbox bank's page behind an Interac payment link (HTML). */
export const showSandboxInteracPayment = operation({
  method: 'GET',
  path: '/sandbox/interac/:id',
  tag: 'sandbox',
  summary: "The sandbox bank's Interac payment page",
  params: ZSandboxInteracParams,
  errors: [404],
  hidden: true,
});
