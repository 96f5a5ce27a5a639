import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseDetail, listOf } from '../../../test/fixtures';
import { mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { unpaidSubscription } from '../payments-test-data';

const status = (value: string) => ({
  status: value,
  handler_status: 'pay_by_card',
  click2pay_payment_link: null,
  installment_id: null,
  payment_id: 1,
  payment_type: 'registration_fee',
});

function mockPending(value: string) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/courses/7/': courseDetail,
    '/api/v1/subscriptions/': listOf([unpaidSubscription]),
    '/api/v1/subscriptions/5/payment-status/': status(value),
  });
}

describe('a payment the bank has not settled', () => {
  it('moves on to the thanks page of its type once the payment is complete', async () => {
    mockPending('complete');
    const { router } = renderRoutes('/checkout/7/payment-pending?subscription=5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/thanks'));
  });

  it('keeps waiting while pending, with a way to start again for a student who closed the bank', async () => {
    mockPending('pending');
    renderRoutes('/checkout/7/payment-pending?subscription=5');
    expect(await screen.findByText(/moves on by itself/)).toBeInTheDocument();
    // a student who closed the bank's window before approving can start again
    expect(screen.getByText(/Nothing was paid: try again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/checkout/7?subscription=5',
    );
  });

  it('offers to try again once it failed', async () => {
    mockPending('failed');
    renderRoutes('/checkout/7/payment-pending?subscription=5');
    expect(
      await screen.findByText("We're sorry, but your payment could not be processed at this time."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/checkout/7?subscription=5',
    );
  });
});
