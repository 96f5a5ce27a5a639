import { PAYMENT_MESSAGES, type TPayByCardResponse } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { CardFieldsHandle } from './card-fields';
import { runCardPayment } from './run-card-payment';

const request = {
  subscription: 5,
  save_card: true,
  public_key: null,
  extras: { subscription_aid: 'self_paid' },
};

function answer(overrides: Partial<TPayByCardResponse>): TPayByCardResponse {
  return {
    payment_id: 1,
    status: 'complete',
    requires_action: false,
    payment_intent_client_secret: null,
    payment_intent_id: 'pi_1',
    amount: 50000,
    currency: 'CAD',
    error: null,
    error_code: null,
    payment_link: null,
    ...overrides,
  };
}

function card(overrides: Partial<CardFieldsHandle> = {}): CardFieldsHandle {
  return {
    createPaymentMethod: vi.fn(async () => ({ id: 'pm_1' })),
    handleCardAction: vi.fn(async () => ({ paymentIntentId: 'pi_1' })),
    ...overrides,
  };
}

describe('the card flow', () => {
  it('posts the payment method with the fixed API mode and the extras, and completes', async () => {
    const post = vi.fn(async () => answer({}));
    expect(await runCardPayment(card(), post, request)).toEqual({ kind: 'complete' });
    expect(post).toHaveBeenCalledWith({
      payment_method_id: 'pm_1',
      subscription: 5,
      save_card: true,
      public_key: null,
      payment_api_mode: 'stripe',
      subscription_aid: 'self_paid',
    });
  });

  it('authenticates with the client secret, then confirms with the payment intent id', async () => {
    const fields = card();
    const post = vi
      .fn()
      .mockResolvedValueOnce(
        answer({
          status: 'requires_action',
          requires_action: true,
          payment_intent_client_secret: 'pi_1_secret_x',
        }),
      )
      .mockResolvedValueOnce(answer({}));
    expect(await runCardPayment(fields, post, request)).toEqual({ kind: 'complete' });
    expect(fields.handleCardAction).toHaveBeenCalledWith('pi_1_secret_x');
    expect(post).toHaveBeenLastCalledWith({
      payment_intent_id: 'pi_1',
      subscription_id: 5,
      save_card: true,
      subscription_aid: 'self_paid',
    });
  });

  it('stops with the provider’s message when the card cannot be tokenised, posting nothing', async () => {
    const post = vi.fn();
    const fields = card({ createPaymentMethod: async () => ({ error: 'Your card number is invalid.' }) });
    expect(await runCardPayment(fields, post, request)).toEqual({
      kind: 'error',
      error: 'Your card number is invalid.',
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a declined card’s message, by its code', async () => {
    const post = vi.fn(async () =>
      answer({ status: 'failed', error: 'Your card was declined.', error_code: { code: 'card.declined' } }),
    );
    expect(await runCardPayment(card(), post, request)).toEqual({
      kind: 'error',
      error: 'Your card was declined.',
      coded: { code: 'card.declined' },
    });
  });

  it('stops when the cardholder fails or leaves the authentication, confirming nothing', async () => {
    const post = vi.fn(async () =>
      answer({ status: 'requires_action', requires_action: true, payment_intent_client_secret: 's' }),
    );
    const fields = card({ handleCardAction: async () => ({ error: 'Authentication failed.' }) });
    expect(await runCardPayment(fields, post, request)).toEqual({
      kind: 'error',
      error: 'Authentication failed.',
    });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s first non-field error, and its answer as text', async () => {
    const body = { non_field_errors: ['This program is already paid.'] };
    const post = vi.fn(async () => {
      throw new ApiError(409, body);
    });
    expect(await runCardPayment(card(), post, request)).toEqual({
      kind: 'error',
      error: 'This program is already paid.',
      raw: JSON.stringify(body),
    });
  });

  it('follows the first submit’s outcome when a second one finds it at the bank', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(409, {
        detail: 'A payment for this is already in progress. Please wait for its result.',
        payment_id: 41,
      });
    });
    expect(await runCardPayment(card(), post, request)).toEqual({ kind: 'pending' });
  });

  it('says to try again when the server cannot be reached, and leaves a processing payment to the poll', async () => {
    const offline = vi.fn(async () => {
      throw new ApiError(0, null);
    });
    expect(await runCardPayment(card(), offline, request)).toEqual({
      kind: 'error',
      error: PAYMENT_MESSAGES.generic,
      coded: { code: 'payment.generic' },
      raw: undefined,
    });
    const processing = vi.fn(async () => answer({ status: 'processing' }));
    expect(await runCardPayment(card(), processing, request)).toEqual({ kind: 'pending' });
  });
});
