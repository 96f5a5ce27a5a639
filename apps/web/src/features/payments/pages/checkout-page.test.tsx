import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { courseDetail, institute, listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { expectNameMarked, sentence } from '../../../test/sentence';
import {
  onPlanSubscription,
  paymentAnswer,
  plans,
  unpaidSubscription,
  upcoming,
} from '../payments-test-data';

type Overrides = Parameters<typeof mockApi>[0];

function mockCheckout(overrides: Overrides = {}) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    '/api/v1/courses/7/': courseDetail,
    '/api/v1/subscriptions/': listOf([unpaidSubscription]),
    '/api/v1/payment-plans/': plans,
    '/api/v1/subscriptions/5/payment-status/': {
      status: 'none',
      handler_status: null,
      click2pay_payment_link: null,
      installment_id: null,
      payment_id: null,
      payment_type: null,
    },
    '/api/v1/payment-methods/': null,
    '/api/sandbox/payment-methods': { id: 'pm_sandbox_1', brand: 'visa', last4: '4242' },
    ...overrides,
  });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiration date'), '1230');
  await user.type(within(dialog).getByLabelText('CSV'), '123');
  return dialog;
}

/** A French reader's card payment at checkout, submitted: the card dialog, for its answer. */
async function payByCardInFrench(user: ReturnType<typeof userEvent.setup>, number: string) {
  renderRoutes('/checkout/7?subscription=5');
  await user.click(await screen.findByRole('radio', { name: /Carte de crédit ou de débit/ }));
  await user.click(screen.getByRole('button', { name: /par carte/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Numéro de carte'), number);
  await user.type(within(dialog).getByLabelText('Date d’expiration'), '1230');
  await user.type(within(dialog).getByLabelText('Code de sécurité'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Soumettre le paiement' }));
  return dialog;
}

// a card typed key by key into a dialog takes a while on a busy machine
describe('checkout', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in with the email they joined with, and comes back here', async () => {
    mockApi({ '/api/v1/courses/7/': courseDetail });
    renderRoutes('/checkout/7?subscription=5&email=ana%40example.com');
    expect(
      await screen.findByText('Sign in as ana@example.com to pay for this program.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/checkout/7%3Fsubscription%3D5%26email%3Dana%2540example.com',
    );
  });

  it('offers paying in full or by plan, and Interac and card but not the school when the program does not allow it', async () => {
    mockCheckout();
    renderRoutes('/checkout/7?subscription=5');
    expect(await screen.findByRole('radio', { name: /Pay in full/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Three instalments/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Interac/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Credit or debit card/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay at the school/ })).not.toBeInTheDocument();
    // the total is a figure of the summary, no heading in the page's outline
    expect(screen.getByText('$2,500.00', { selector: 'p.MuiTypography-subtitle1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '$2,500.00' })).not.toBeInTheDocument();
  });

  it('marks a plan named in another language than the page', async () => {
    mockCheckout({ '/api/v1/payment-plans/': [{ ...plans[0]!, name: 'Trois versements', lang: 'fr-CA' }] });
    renderRoutes('/checkout/7?subscription=5');
    const radio = await screen.findByRole('radio', { name: /Trois versements/ });
    expect(within(radio.closest('label')!).getByText('Trois versements')).toHaveAttribute('lang', 'fr-CA');
    expect(within(radio.closest('[role="radiogroup"]')!).getByText('Pay in full')).not.toHaveAttribute(
      'lang',
    );
  });

  it('pays in full by card: Submit waits for a complete card, then the payment thanks page', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCheckout({
      '/api/v1/payments/full-payment/': paymentAnswer(),
    });
    const { router } = renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $2,500.00 by card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $2,500.00 for Personal Support Worker' });
    expect(within(dialog).queryByRole('radiogroup', { name: 'Card to pay with' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Program Fees')).toHaveValue('$2,500.00');
    expect(within(dialog).getByLabelText('Amount to pay')).toHaveValue('$2,500.00');
    expect(within(dialog).getByRole('checkbox', { name: /Save this card/ })).toBeChecked();
    const submit = within(dialog).getByRole('button', { name: 'Submit payment' });
    expect(submit).toBeDisabled();
    await fillCard(user);
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-thanks'));
    expect(router.state.location.search).toBe('?subscription=5');
    expect(requestsTo(fetchMock, '/api/v1/payments/full-payment/')).toEqual([
      {
        payment_method_id: 'pm_sandbox_1',
        subscription: 5,
        save_card: true,
        public_key: null,
        payment_api_mode: 'stripe',
        subscription_aid: 'self_paid',
      },
    ]);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('full-payment'))!;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a card number that fails the check under the field, and keeps Submit off', async () => {
    const user = userEvent.setup({ delay: null });
    mockCheckout();
    renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await user.click(screen.getByRole('button', { name: /by card/ }));
    const dialog = await fillCard(user, '4242424242424241');
    expect(within(dialog).getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit payment' })).toBeDisabled();
  });

  it('pays a plan’s registration fee to its endpoint and thanks on the registration page', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCheckout({
      '/api/v1/payments/registration-fee/': paymentAnswer({ amount: 50000 }),
    });
    const { router } = renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Three instalments/ }));
    await user.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $500.00 by card' }));
    await user.click(within(await fillCard(user)).getByRole('button', { name: 'Submit payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/thanks'));
    expect(requestsTo(fetchMock, '/api/v1/payments/registration-fee/')[0]).toMatchObject({ payment_plan: 3 });
  });

  it('keeps the dialog open with the bank’s words when the card is declined', async () => {
    const user = userEvent.setup({ delay: null });
    mockCheckout({
      '/api/v1/payments/full-payment/': paymentAnswer({ status: 'failed', error: 'Your card was declined.' }),
    });
    const { router } = renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await user.click(screen.getByRole('button', { name: /by card/ }));
    const dialog = await fillCard(user, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Submit payment' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    // focus left the disabled Submit for the bank's answer, not for the page's body
    await waitFor(() =>
      expect(within(dialog).getByText('Your card was declined.').closest('[role="alert"]')).toHaveFocus(),
    );
    // said once: no toast beside the dialog's own message
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Submit payment' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/checkout/7');
  });

  it('requests access to pay at the school when the program allows it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockCheckout({
      '/api/v1/courses/7/': { ...courseDetail, enable_paid_at_school: true },
      '/api/v1/institute/': listOf([{ ...institute, enable_click2pay: false }]),
      '/api/v1/payments/paid-to-school/': {
        id: 1,
        status: 'pending',
        message: 'ok',
        reference_code: 'SCH-7K3P-9QX2',
      },
    });
    const { router } = renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Pay at the school/ }));
    expect(screen.queryByRole('radio', { name: /Interac/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-school-thanks'));
    expect(requestsTo(fetchMock, '/api/v1/payments/paid-to-school/')).toEqual([
      { subscription_id: 5, payment_type: 'full_payment', note: '' },
    ]);
  });

  it('asks for the next instalment once the registration fee is paid', async () => {
    mockCheckout({
      '/api/v1/subscriptions/': listOf([onPlanSubscription]),
      '/api/v1/subscriptions/5/upcoming-installment/': upcoming,
    });
    renderRoutes('/checkout/7?subscription=5');
    expect(await screen.findByText('Instalment 1')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay in full/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Pay $1,000.00' })).toBeInTheDocument();
  });

  it('says there is nothing to pay for a paid program, and shows another student’s subscription as not theirs', async () => {
    mockCheckout({
      '/api/v1/subscriptions/': listOf([{ ...unpaidSubscription, payment_status: 'paid', status: 'active' }]),
    });
    renderRoutes('/checkout/7?subscription=5');
    expect(
      await screen.findByText(sentence('There is nothing left to pay for Personal Support Worker.')),
    ).toBeInTheDocument();

    mockCheckout();
    renderRoutes('/checkout/7?subscription=99');
    expect(await screen.findByText('You have not subscribed to this program yet.')).toBeInTheDocument();
  });

  it('shows a server error answer when the payment is refused', async () => {
    const user = userEvent.setup({ delay: null });
    mockCheckout({
      '/api/v1/payments/full-payment/': () =>
        jsonResponse({ non_field_errors: ['This program is already paid.'] }, 409),
    });
    renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
    await user.click(screen.getByRole('button', { name: /by card/ }));
    const dialog = await fillCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit payment' }));
    expect(await within(dialog).findByText('This program is already paid.')).toBeInTheDocument();
    expect(within(dialog).getByText(/non_field_errors/)).toBeInTheDocument();
  });

  it('says a refused card payment by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    mockCheckout({
      '/api/v1/payments/full-payment/': () =>
        jsonResponse({ detail: 'English words the server may reword.', code: 'payment.alreadyPaid' }, 409),
    });
    const dialog = await payByCardInFrench(user, '4242424242424242');
    expect(await within(dialog).findByText('Ce programme est déjà payé.')).toBeInTheDocument();
  });

  it('says a card the bank declined by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    mockCheckout({
      '/api/v1/payments/full-payment/': paymentAnswer({
        status: 'failed',
        error: 'Your card has insufficient funds.',
        error_code: { code: 'card.insufficientFunds' },
      }),
    });
    const dialog = await payByCardInFrench(user, '4000000000009995');
    expect(
      await within(dialog).findByText('Les fonds de votre carte sont insuffisants.'),
    ).toBeInTheDocument();
  });

  it('says a refused request to pay at the school by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    mockCheckout({
      '/api/v1/courses/7/': { ...courseDetail, enable_paid_at_school: true },
      '/api/v1/payments/paid-to-school/': () =>
        jsonResponse({ detail: 'English words the server may reword.', code: 'payment.alreadyPaid' }, 409),
    });
    renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('radio', { name: /Payer à l’école/ }));
    await user.click(screen.getByRole('button', { name: 'Demander l’accès' }));
    expect(await screen.findByText('Ce programme est déjà payé.')).toBeInTheDocument();
  });

  describe('with a saved card', () => {
    const savedCard = {
      payment_method_id: 'pm_saved_1',
      brand: 'mastercard',
      last4: '4444',
      exp_month: 4,
      exp_year: 2030,
    };

    async function openCardDialog(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
      await user.click(screen.getByRole('button', { name: 'Pay $2,500.00 by card' }));
      return screen.findByRole('dialog', { name: 'Pay $2,500.00 for Personal Support Worker' });
    }

    it('pays with it by default, without asking for a card or tokenising one', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = mockCheckout({
        '/api/v1/payment-methods/': savedCard,
        '/api/v1/payments/full-payment/': paymentAnswer(),
      });
      const { router } = renderRoutes('/checkout/7?subscription=5');
      const dialog = await openCardDialog(user);
      const choice = await within(dialog).findByRole('radiogroup', { name: 'Card to pay with' });
      expect(within(choice).getByRole('radio', { name: 'Pay with Mastercard ending in 4444' })).toBeChecked();
      expect(within(choice).getByRole('radio', { name: 'Use another card' })).not.toBeChecked();
      expect(within(dialog).getByLabelText('Card number')).not.toBeVisible();
      expect(within(dialog).queryByRole('checkbox', { name: /Save this card/ })).not.toBeInTheDocument();
      const submit = within(dialog).getByRole('button', { name: 'Submit payment' });
      expect(submit).toBeEnabled();
      await user.click(submit);

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-thanks'));
      expect(requestsTo(fetchMock, '/api/v1/payments/full-payment/')).toEqual([
        {
          payment_method_id: 'pm_saved_1',
          subscription: 5,
          save_card: true,
          public_key: null,
          payment_api_mode: 'stripe',
          subscription_aid: 'self_paid',
        },
      ]);
      expect(requestsTo(fetchMock, '/api/sandbox/payment-methods')).toEqual([]);
    });

    it('takes another card as before when the student chooses to', async () => {
      const user = userEvent.setup({ delay: null });
      const fetchMock = mockCheckout({
        '/api/v1/payment-methods/': savedCard,
        '/api/v1/payments/full-payment/': paymentAnswer(),
      });
      const { router } = renderRoutes('/checkout/7?subscription=5');
      const dialog = await openCardDialog(user);
      await user.click(await within(dialog).findByRole('radio', { name: 'Use another card' }));
      expect(within(dialog).getByLabelText('Card number')).toBeVisible();
      const saveCard = within(dialog).getByRole('checkbox', { name: /Save this card/ });
      expect(saveCard).toBeChecked();
      await user.click(saveCard);
      const submit = within(dialog).getByRole('button', { name: 'Submit payment' });
      expect(submit).toBeDisabled();
      await fillCard(user);
      await user.click(submit);

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7/payment-thanks'));
      expect(requestsTo(fetchMock, '/api/sandbox/payment-methods')).toHaveLength(1);
      expect(requestsTo(fetchMock, '/api/v1/payments/full-payment/')).toEqual([
        expect.objectContaining({ payment_method_id: 'pm_sandbox_1', save_card: false }),
      ]);
    });
  });

  it('marks the program’s name in its own language when a French page says nothing is left to pay', async () => {
    await changeLanguage('fr-CA', false);
    mockCheckout({
      '/api/v1/subscriptions/': listOf([{ ...unpaidSubscription, payment_status: 'paid', status: 'active' }]),
    });
    renderRoutes('/checkout/7?subscription=5');
    await expectNameMarked(
      'Il ne reste rien à payer pour Personal Support Worker.',
      'Personal Support Worker',
      'en',
    );
  });
});
