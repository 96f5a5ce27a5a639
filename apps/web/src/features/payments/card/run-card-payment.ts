import { DEFAULTS, type TPayByCardRequest, type TPayByCardResponse } from '@portal/contract';
import { isApiError } from '../../../lib/api-client';
import { codeOfError } from '../../../lib/api-errors';
import { type CardFailure, type CardFieldsHandle, portalFailure } from './card-fields';

export type CardPaymentOutcome =
  | { kind: 'complete' }
  /** The bank has not settled yet: the status poll finishes it. */
  | { kind: 'pending' }
  /** A failed step, and the server's error answer (`raw`), shown as text under its message. */
  | ({ kind: 'error'; raw?: string } & CardFailure);

const failed = (failure: CardFailure): CardPaymentOutcome => ({ kind: 'error', ...failure });

type Request = {
  subscription: number;
  save_card: boolean;
  public_key: string | null;
  extras: Pick<TPayByCardRequest, 'subscription_aid' | 'payment_plan' | 'subscription_installment'>;
};

function outcomeOf(answer: TPayByCardResponse): CardPaymentOutcome {
  if (answer.status === 'complete') return { kind: 'complete' };
  if (answer.status === 'failed') {
    return answer.error
      ? failed({ error: answer.error, coded: answer.error_code ?? undefined })
      : failed(portalFailure('payment.failed'));
  }
  return { kind: 'pending' };
}

function backendError(error: unknown): CardPaymentOutcome {
  if (!isApiError(error)) return failed(portalFailure('payment.generic'));
  // another submit of this payment is at the bank: the page follows that one's outcome
  const open = error.data as { payment_id?: unknown } | null;
  if (error.status === 409 && typeof open?.payment_id === 'number') return { kind: 'pending' };
  const said = error.nonFieldErrors[0] ?? error.detail ?? Object.values(error.fieldErrors)[0]?.[0];
  const failure = said
    ? { error: said, coded: codeOfError(error) ?? Object.values(error.fieldCodes)[0]?.[0] }
    : portalFailure('payment.generic');
  return { kind: 'error', ...failure, raw: error.data === null ? undefined : JSON.stringify(error.data) };
}

/**
 * The card flow of the spec: create the payment method, post the payment, authenticate when the bank
 * asks, post the confirmation with the payment intent id. Each step's failure ends the flow with the
 * provider's or the server's words.
 */
export async function runCardPayment(
  card: CardFieldsHandle,
  post: (body: TPayByCardRequest) => Promise<TPayByCardResponse>,
  request: Request,
): Promise<CardPaymentOutcome> {
  const method = await card.createPaymentMethod();
  if ('error' in method) return failed(method);

  let answer: TPayByCardResponse;
  try {
    answer = await post({
      payment_method_id: method.id,
      subscription: request.subscription,
      save_card: request.save_card,
      public_key: request.public_key,
      payment_api_mode: DEFAULTS.cardPaymentApiMode,
      ...request.extras,
    });
  } catch (error) {
    return backendError(error);
  }
  if (!answer.requires_action || !answer.payment_intent_client_secret) return outcomeOf(answer);

  const action = await card.handleCardAction(answer.payment_intent_client_secret);
  if ('error' in action) return failed(action);
  try {
    answer = await post({
      payment_intent_id: action.paymentIntentId,
      subscription_id: request.subscription,
      save_card: request.save_card,
      ...request.extras,
    });
  } catch (error) {
    return backendError(error);
  }
  return outcomeOf(answer);
}
