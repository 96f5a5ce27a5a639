import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CardFieldsHandle } from './card-fields';

type Change = { complete: boolean; error?: { message: string }; brand?: string };
const handlers: Record<string, (event: Change) => void> = {};
const stripe = {
  createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_stripe_1' } })),
  handleCardAction: vi.fn(async () => ({
    error: { message: 'We are unable to authenticate your payment method.' },
  })),
};
const loadStripe = vi.fn(async (_key: string) => stripe);

function element(name: string) {
  return ({ onChange }: { onChange: (event: Change) => void }) => {
    handlers[name] = onChange;
    return <input aria-label={`stripe ${name}`} readOnly />;
  };
}

vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  CardNumberElement: element('number'),
  CardExpiryElement: element('expiry'),
  CardCvcElement: element('cvc'),
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({ mounted: true }) }),
}));

const { StripeCardFields } = await import('./stripe-card-fields');

describe('Stripe card inputs', () => {
  it('load Stripe.js with the school’s key, report completeness and Stripe’s messages, and pass the calls through', async () => {
    const ref = createRef<CardFieldsHandle>();
    const onCompleteChange = vi.fn();
    render(
      <StripeCardFields
        publicKey="pk_test_school"
        ref={ref}
        onCompleteChange={onCompleteChange}
        disabled={false}
      />,
    );
    expect(loadStripe).toHaveBeenCalledWith('pk_test_school');
    expect(screen.getByLabelText('stripe number')).toBeInTheDocument();

    act(() =>
      handlers.number!({
        complete: false,
        error: { message: 'Your card number is invalid.' },
        brand: 'visa',
      }),
    );
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    act(() => {
      handlers.number!({ complete: true, brand: 'visa' });
      handlers.expiry!({ complete: true });
      handlers.cvc!({ complete: true });
    });
    expect(onCompleteChange).toHaveBeenLastCalledWith(true);

    expect(await ref.current!.createPaymentMethod()).toEqual({ id: 'pm_stripe_1' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: { mounted: true } });
    expect(await ref.current!.handleCardAction('pi_1_secret_x')).toEqual({
      error: 'We are unable to authenticate your payment method.',
    });
    expect(stripe.handleCardAction).toHaveBeenCalledWith('pi_1_secret_x');
  });
});
