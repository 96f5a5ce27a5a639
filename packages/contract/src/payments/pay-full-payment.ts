import { operation } from '../common/operation';
import { PAY_BY_CARD_DESCRIPTION, ZPayByCardRequest, ZPayByCardResponse } from './pay-by-card';

export const payFullPayment = operation({
  method: 'POST',
  path: '/api/v1/payments/full-payment/',
  tag: 'payments',
  summary: 'Pay a program in full by card',
  description: PAY_BY_CARD_DESCRIPTION,
  body: ZPayByCardRequest,
  response: ZPayByCardResponse,
  errors: [401, 403, 404, 409],
});
