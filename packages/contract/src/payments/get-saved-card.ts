import { operation } from '../common/operation';
import { ZSavedCardResponse } from './saved-card';

export const getSavedCard = operation({
  method: 'GET',
  path: '/api/v1/payment-methods/',
  tag: 'payments',
  summary: 'The saved card, if any',
  response: ZSavedCardResponse,
  errors: [401, 403],
});
