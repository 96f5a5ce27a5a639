import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paymentAnswer, plans, unpaidSubscription } from '../features/payments/payments-test-data';
import { courseDetail, listOf } from '../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../test/mock-api';
import { renderRoutes, renderWithProviders } from '../test/render';
import { ContactAdminDialog } from './contact-admin-dialog';

const supportPath = '/api/v1/support/';
const created = (source: string) => ({
  id: 1,
  subject: 'Question',
  message: 'Hello',
  source,
  created_at: '2026-03-02T15:00:00Z',
});

function ContactButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact
      </button>
      <ContactAdminDialog open={open} onClose={() => setOpen(false)} source="contact" />
    </>
  );
}

async function openContact() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ContactButton />);
  await user.click(screen.getByRole('button', { name: 'Contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact Admin' });
  return { user, dialog };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByPlaceholderText('Write your subject'), 'Question');
  await user.type(within(dialog).getByPlaceholderText('Write your text here'), 'Hello');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('the Contact Admin dialog', () => {
  it('is titled Contact Admin and says Success unless told otherwise', async () => {
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () => jsonResponse(created('contact'), 201),
    });
    const { user, dialog } = await openContact();
    await fill(user, dialog);
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toEqual([
      { subject: 'Question', message: 'Hello', source: 'contact' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows non-field errors, with any field errors under their fields, and keeps what was typed', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () =>
        jsonResponse(
          {
            message: ['Keep the message under 5000 characters.'],
            non_field_errors: ['Support is closed for the holidays.'],
          },
          400,
        ),
    });
    const { user, dialog } = await openContact();
    await fill(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Support is closed for the holidays.');
    expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription(
      'Keep the message under 5000 characters.',
    );
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Question');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hello');
  });

  it('says when the portal cannot be reached, and sends the same text again once it can', async () => {
    let reachable = false;
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse(created('contact'), 201);
      },
    });
    const { user, dialog } = await openContact();
    await fill(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The portal could not be reached. Check your connection, then try again.',
    );
    reachable = true;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toEqual([
      { subject: 'Question', message: 'Hello', source: 'contact' },
      { subject: 'Question', message: 'Hello', source: 'contact' },
    ]);
  });
});

describe('Contact us on the Interac pay screen', () => {
  it('sends the message as a contact request and says the issue was reported', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const fetchMock = mockApi({
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
      '/api/v1/payments/full-payment/': paymentAnswer({ status: 'pending', payment_link: null }),
      [supportPath]: () => jsonResponse(created('contact'), 201),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/checkout/7?subscription=5');
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Admin' });
    await fill(user, dialog);
    expect(
      await screen.findByText('Your issue has been reported, will get in touch with you shortly.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toEqual([
      { subject: 'Question', message: 'Hello', source: 'contact' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
