import {
  payFullPayment,
  payInstallment,
  payRegistrationFee,
  type TPayByCardRequest,
  type TPayByCardResponse,
  type TPaymentKind,
  ZPayByCardResponse,
} from '@portal/contract';
import { apiFetch } from '../../../lib/api-client';

const PATHS: Record<TPaymentKind, string> = {
  full_payment: payFullPayment.path,
  registration_fee: payRegistrationFee.path,
  installment: payInstallment.path,
};

/**
 * POSTs a payment to the endpoint of its type. The key makes a repeated submit of the same attempt
 * answer with what the first one recorded, so it never charges twice.
 */
export function postPayment(
  kind: TPaymentKind,
  body: TPayByCardRequest,
  idempotencyKey?: string,
): Promise<TPayByCardResponse> {
  return apiFetch(PATHS[kind], {
    method: 'POST',
    body,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    schema: import.meta.env.DEV ? ZPayByCardResponse : undefined,
  });
}
