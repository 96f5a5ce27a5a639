import { z } from 'zod';
import { operation } from '../common/operation';

export const ZGetReceiptParams = z.object({ id: z.coerce.number().int().positive() });

export const getReceipt = operation({
  method: 'GET',
  path: '/api/v1/payments/:id/receipt/',
  tag: 'payments',
  summary: 'The PDF receipt of a completed payment',
  params: ZGetReceiptParams,
  errors: [401, 403, 404],
});
