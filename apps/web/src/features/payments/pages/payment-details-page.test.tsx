import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../../test/fixtures';
import { mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { onPlanSubscription, paymentAnswer, unpaidSubscription, upcoming } from '../payments-test-data';
import { expectNameMarked } from '../../../test/sentence';
import { changeLanguage } from '../../../i18n/i18n';

const receiptRow = {
  id: 12,
  subscription: 5,
  course_name: 'Personal Support Worker',
  course_name_lang: 'en',
  payment_type: 'registration_fee',
  installment_number: null,
  amount: 50000,
  currency: 'CAD',
  pay_by: 'pay_by_card',
  status: 'complete',
  created_at: '2026-11-02T15:00:00.000Z',
  reference_code: null,
  receipt: '/api/v1/payments/12/receipt/',
};

function mockDetails(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/subscriptions/': listOf([onPlanSubscription]),
    '/api/v1/subscriptions/5/upcoming-installment/': upcoming,
    '/api/v1/payments/': listOf([receiptRow]),
    '/api/v1/payment-methods/': {
      payment_method_id: 'pm_saved_1',
      brand: 'visa',
      last4: '4242',
      exp_month: 4,
      exp_year: 2030,
    },
    '/api/sandbox/payment-methods': { id: 'pm_sandbox_2', brand: 'visa', last4: '3155' },
    ...overrides,
  });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiration date'), '1230');
  await user.type(within(dialog).getByLabelText('CSV'), '123');
  return dialog;
}

describe('payment details', { timeout: 20_000 }, () => {
  it('pays an overdue instalment with another card through the bank’s authentication, then thanks with Close', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const fetchMock = mockDetails({
      '/api/v1/payments/installment/': () =>
        Response.json(
          ++calls === 1
            ? paymentAnswer({
                status: 'requires_action',
                requires_action: true,
                payment_intent_client_secret: 'pi_sandbox_7_secret_abc',
              })
            : paymentAnswer({ amount: 100000 }),
        ),
    });
    const { router } = renderRoutes('/payment-details');
    expect(await screen.findByText('Your instalment of $1,000.00 is overdue by 3 days.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal Support Worker', level: 3 })).toHaveAttribute(
      'lang',
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $1,000.00' }));
    // the saved card is offered first
    await user.click(await screen.findByRole('radio', { name: 'Use another card' }));
    const dialog = await fillCard(user, '4000002500003155');
    await user.click(within(dialog).getByRole('button', { name: 'Submit payment' }));

    const bank = await screen.findByTitle('Your bank’s confirmation page');
    expect(bank).toHaveAttribute('src', '/sandbox/3ds?client_secret=pi_sandbox_7_secret_abc');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'portal:3ds-done' } }),
      );
    });

    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(requestsTo(fetchMock, '/api/v1/payments/installment/')).toEqual([
      {
        payment_method_id: 'pm_sandbox_2',
        subscription: 5,
        save_card: true,
        public_key: null,
        payment_api_mode: 'stripe',
        subscription_aid: 'self_paid',
        subscription_installment: 31,
      },
      {
        payment_intent_id: 'pi_sandbox_7',
        subscription_id: 5,
        save_card: true,
        subscription_aid: 'self_paid',
        subscription_installment: 31,
      },
    ]);
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/5'),
    );
  });

  it('pays with the saved card, the bank’s authentication still asked on the card fields', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    const fetchMock = mockDetails({
      '/api/v1/payments/installment/': () =>
        Response.json(
          ++calls === 1
            ? paymentAnswer({
                status: 'requires_action',
                requires_action: true,
                payment_intent_client_secret: 'pi_sandbox_8_secret_def',
              })
            : paymentAnswer({ amount: 100000 }),
        ),
    });
    renderRoutes('/payment-details');
    await user.click(await screen.findByRole('button', { name: 'Pay $1,000.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: 'Pay with Visa ending in 4242' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Submit payment' }));

    const bank = await screen.findByTitle('Your bank’s confirmation page');
    expect(bank).toHaveAttribute('src', '/sandbox/3ds?client_secret=pi_sandbox_8_secret_def');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: window.location.origin, data: { type: 'portal:3ds-done' } }),
      );
    });

    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/payments/installment/')).toEqual([
      {
        payment_method_id: 'pm_saved_1',
        subscription: 5,
        save_card: true,
        public_key: null,
        payment_api_mode: 'stripe',
        subscription_aid: 'self_paid',
        subscription_installment: 31,
      },
      {
        payment_intent_id: 'pi_sandbox_8',
        subscription_id: 5,
        save_card: true,
        subscription_aid: 'self_paid',
        subscription_installment: 31,
      },
    ]);
    expect(requestsTo(fetchMock, '/api/sandbox/payment-methods')).toEqual([]);
  });

  it('lists past payments with their receipts', async () => {
    mockDetails();
    renderRoutes('/payment-details?tab=history');
    expect(await screen.findByRole('cell', { name: /Registration fee/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt of payment 12' })).toHaveAttribute(
      'href',
      '/api/v1/payments/12/receipt/',
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Personal Support Worker')).toHaveAttribute('lang', 'en');
  });

  it('dates a payment in the school’s time zone, as its receipt does, whatever the browser’s', async () => {
    // 10:30 p.m. on November 2 in Toronto, already November 3 in UTC
    mockDetails({ '/api/v1/payments/': listOf([{ ...receiptRow, created_at: '2026-11-03T03:30:00.000Z' }]) });
    renderRoutes('/payment-details?tab=history');
    expect(await screen.findByRole('cell', { name: 'Nov 2, 2026' })).toBeInTheDocument();
  });

  it('shows the saved card and replaces it with Update Card', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockDetails();
    renderRoutes('/payment-details?tab=card');
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Card' }));
    const dialog = await fillCard(user, '4242424242424242');
    expect(within(dialog).queryByLabelText('Amount to pay')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Card' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/v1/payment-methods/')).toContainEqual({
        payment_method_id: 'pm_sandbox_2',
      }),
    );
  });

  it('says when nothing is due', async () => {
    mockDetails({ '/api/v1/subscriptions/': listOf([]) });
    renderRoutes('/payment-details');
    expect(await screen.findByText('Nothing to pay')).toBeInTheDocument();
  });

  it('marks the program’s name in its own language on a French page: an unpaid program, an instalment’s card title', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    mockDetails({ '/api/v1/subscriptions/': listOf([unpaidSubscription, onPlanSubscription]) });
    renderRoutes('/payment-details');
    await expectNameMarked('Personal Support Worker attend votre paiement.', 'Personal Support Worker', 'en');
    await user.click(await screen.findByRole('button', { name: /^Payer 1\s000,00\s\$$/ }));
    const title = within(await screen.findByRole('dialog')).getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent(/^Payer 1\s000,00\s\$ pour Personal Support Worker$/);
    expect(within(title).getByText('Personal Support Worker')).toHaveAttribute('lang', 'en');
  });
});
