import {
  payFullPayment,
  payInstallment,
  payRegistrationFee,
  type TPayByCardRequest,
  type TPayByCardResponse,
  type TPaymentKind,
} from '@portal/contract';
import { call } from '../../../lib/api-client';

const OPERATIONS = {
  full_payment: payFullPayment,
  registration_fee: payRegistrationFee,
  installment: payInstallment,
} satisfies Record<TPaymentKind, unknown>;

/**
 * POSTs a payment to the endpoint of its type. The key makes a repeated submit of the same attempt
 * answer with what the first one recorded, so it never charges twice.
 */
export function postPayment(
  kind: TPaymentKind,
  body: TPayByCardRequest,
  idempotencyKey?: string,
): Promise<TPayByCardResponse> {
  return call(
    OPERATIONS[kind],
    { body },
    { headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined },
  );
}
