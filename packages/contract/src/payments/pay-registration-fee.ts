import { operation } from '../common/operation';
import { PAY_BY_CARD_DESCRIPTION, ZPayByCardRequest, ZPayByCardResponse } from './pay-by-card';

export const payRegistrationFee = operation({
  method: 'POST',
  path: '/api/v1/payments/registration-fee/',
  tag: 'payments',
  summary: "Pay a payment plan's registration fee by card",
  description: PAY_BY_CARD_DESCRIPTION,
  body: ZPayByCardRequest,
  response: ZPayByCardResponse,
  errors: [401, 403, 404, 409],
});
