import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSavedCardResponse } from './saved-card';

export const ZUpdateSavedCardRequest = z.object({ payment_method_id: z.string().min(1).max(200) });

export const updateSavedCard = operation({
  method: 'PUT',
  path: '/api/v1/payment-methods/',
  tag: 'payments',
  summary: 'Update Card: save another card for the next payments',
  body: ZUpdateSavedCardRequest,
  response: ZSavedCardResponse,
  errors: [401, 403],
});
