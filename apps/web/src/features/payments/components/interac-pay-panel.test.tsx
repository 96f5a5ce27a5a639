import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { courseDetail, listOf } from '../../../test/fixtures';
import { mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { paymentAnswer, plans, unpaidSubscription } from '../payments-test-data';
import { phaseOf } from './interac-pay-panel';

const LINK = 'http://localhost/sandbox/interac/ilk_1';
const status = (value: string, link: string | null = LINK) => ({
  status: value,
  handler_status: link ? 'click2pay' : null,
  click2pay_payment_link: link,
  installment_id: null,
  payment_id: link ? 1 : null,
  payment_type: link ? 'full_payment' : null,
});

function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return popup;
}

function mockInterac(
  answer: Record<string, unknown> = paymentAnswer({ status: 'pending', payment_link: LINK }),
) {
  const state = { current: status('none', null) };
  const fetchMock = mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/courses/7/': courseDetail,
    '/api/v1/subscriptions/': listOf([unpaidSubscription]),
    '/api/v1/payment-plans/': plans,
    '/api/v1/subscriptions/5/payment-status/': () => Response.json(state.current),
    '/api/v1/payments/full-payment/': () => {
      state.current = status('pending');
      return Response.json(answer);
    },
  });
  return { fetchMock, state };
}

/** The sandbox bank's page tells the portal the payer has decided. */
function bankAnswered() {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, data: { type: 'portal:interac-done' } }),
    );
  });
}

describe('the Interac pay screen', () => {
  it('opens the bank in a 400×600 pop-up, says when it verifies, and thanks once complete', async () => {
    const user = userEvent.setup({ delay: null });
    const popup = fakePopup();
    const { fetchMock, state } = mockInterac();
    const { router } = renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Pay' }));

    expect(window.open).toHaveBeenCalledWith(
      'about:blank',
      'portal-interac',
      expect.stringContaining('width=400,height=600'),
    );
    expect(await screen.findByText(/Waiting for your bank/)).toBeInTheDocument();
    expect(popup.location.href).toBe(LINK);
    expect(requestsTo(fetchMock, '/api/v1/payments/full-payment/')).toEqual([
      { subscription: 5, payment_api_mode: 'click2pay', subscription_aid: 'self_paid' },
    ]);
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', LINK);
    expect(screen.getByRole('link', { name: 'Select a different bank' })).toBeInTheDocument();

    state.current = status('PROCESSING');
    bankAnswered();
    expect(await screen.findByRole('dialog', { name: 'Verifying your payment' })).toBeInTheDocument();

    state.current = status('complete');
    bankAnswered();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-thanks'));
    expect(popup.close).toHaveBeenCalled();
  });

  it('says the payment failed and offers to try again', async () => {
    const user = userEvent.setup({ delay: null });
    fakePopup();
    const { state } = mockInterac();
    renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Pay' }));
    await screen.findByText(/Waiting for your bank/);
    state.current = status('failed');
    bankAnswered();
    expect(
      await screen.findByText("We're sorry, but your payment could not be processed at this time."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('closes the pop-up and says so when no payment link comes back', async () => {
    const user = userEvent.setup({ delay: null });
    const popup = fakePopup();
    mockInterac(paymentAnswer({ status: 'pending', payment_link: null }));
    renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText('No payment link provided.')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeInTheDocument();
  });
});

describe('phaseOf', () => {
  it('picks up a link still open from an earlier visit, and ignores an earlier attempt’s answer', () => {
    expect(phaseOf(null, undefined, false)).toEqual({ kind: 'idle' });
    expect(phaseOf(null, status('pending') as never, false)).toEqual({
      kind: 'waiting',
      link: LINK,
      verifying: false,
    });
    expect(phaseOf(null, status('failed') as never, false)).toEqual({ kind: 'idle' });
    expect(phaseOf('http://new', status('failed') as never, false)).toEqual({
      kind: 'waiting',
      link: 'http://new',
      verifying: false,
    });
    expect(phaseOf(LINK, status('PROCESSING') as never, false)).toEqual({
      kind: 'waiting',
      link: LINK,
      verifying: true,
    });
    expect(phaseOf(LINK, status('complete') as never, false)).toEqual({ kind: 'complete' });
  });
});
