import { PAYMENT_MESSAGES } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import type { CardFieldsHandle } from './card-fields';
import { savedCardHandle } from './saved-card-handle';

describe('the saved card handle', () => {
  it('answers with the saved payment method without tokenising, and authenticates through the fields', async () => {
    const fields: CardFieldsHandle = {
      createPaymentMethod: vi.fn(async () => ({ id: 'pm_new' })),
      handleCardAction: vi.fn(async () => ({ paymentIntentId: 'pi_1' })),
    };
    const handle = savedCardHandle('pm_saved', { current: fields });
    expect(await handle.createPaymentMethod()).toEqual({ id: 'pm_saved' });
    expect(fields.createPaymentMethod).not.toHaveBeenCalled();
    expect(await handle.handleCardAction('pi_1_secret_x')).toEqual({ paymentIntentId: 'pi_1' });
    expect(fields.handleCardAction).toHaveBeenCalledWith('pi_1_secret_x');
  });

  it('fails the authentication when no fields are mounted to run it', async () => {
    const handle = savedCardHandle('pm_saved', { current: null });
    expect(await handle.handleCardAction('pi_1_secret_x')).toEqual({
      error: PAYMENT_MESSAGES.generic,
      coded: { code: 'payment.generic' },
    });
  });
});
