import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { HelpDialog } from './help-dialog';

const supportPath = '/api/v1/support/';
const created = {
  id: 1,
  subject: 'Schedule',
  message: 'When does it start?',
  source: 'help',
  created_at: '2026-03-02T15:00:00Z',
};

function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Help
      </button>
      <HelpDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openHelp(path = '/programs') {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<HelpButton />, path);
  await user.click(screen.getByRole('button', { name: 'Help' }));
  const dialog = await screen.findByRole('dialog', { name: 'How can we help?' });
  return { user, dialog, ...view };
}

describe('the Help form', () => {
  it('sends a signed-in student’s request from the help form, thanks them and closes', async () => {
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () => jsonResponse(created, 201),
    });
    const { user, dialog } = await openHelp();
    const form = await within(dialog).findByRole('form', { name: 'Send the school a message' });
    await user.type(within(form).getByPlaceholderText('Write your subject'), 'Schedule');
    await user.type(within(form).getByPlaceholderText('Write your text here'), 'When does it start?');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Your request is submitted! Admin will get in touch with you shortly.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toEqual([
      { subject: 'Schedule', message: 'When does it start?', source: 'help' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // opened again, the form starts empty
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const again = await screen.findByRole('dialog', { name: 'How can we help?' });
    expect(await within(again).findByLabelText('Subject')).toHaveValue('');
  });

  it('shows the server’s messages under the fields and keeps what was typed', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () =>
        jsonResponse(
          { subject: ['Keep the subject under 200 characters.'], message: ['Please write your message.'] },
          400,
        ),
    });
    const { user, dialog } = await openHelp();
    const subject = await within(dialog).findByLabelText('Subject');
    await user.type(subject, 'A very long subject');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(subject).toHaveAccessibleDescription('Keep the subject under 200 characters.'),
    );
    expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write your message.',
    );
    expect(subject).toHaveValue('A very long subject');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'How can we help?' })).toBeInTheDocument();
  });

  it('says a refusal by its code, in the reader’s language', async () => {
    await changeLanguage('fr-CA', false);
    mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () =>
        jsonResponse(
          { detail: 'English words the server may reword.', code: 'rate_limited', params: { minutes: 42 } },
          429,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HelpButton />, '/programs');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: /^Comment pouvons-nous vous aider/ });
    await user.type(await within(dialog).findByLabelText('Objet'), 'Encore');
    await user.type(within(dialog).getByLabelText('Message'), 'Toujours bloquée');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Trop de demandes. Veuillez réessayer dans 42 minutes.',
    );
  });

  it('shows an error about the request as a whole above the fields, keeping what was typed', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () =>
        jsonResponse({ detail: 'Too many requests. Please try again in 42 minute(s).' }, 429),
    });
    const { user, dialog } = await openHelp();
    await user.type(await within(dialog).findByLabelText('Subject'), 'Again');
    await user.type(within(dialog).getByLabelText('Message'), 'Still stuck');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 42 minute(s).',
    );
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Again');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Still stuck');
  });

  it('leads a signed-in student to their requests', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const { user, dialog, router } = await openHelp();
    await user.click(await within(dialog).findByRole('link', { name: 'See my requests' }));
    expect(router.state.location.pathname).toBe('/support');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a visitor to sign in first, coming back to the same page', async () => {
    const fetchMock = mockApi();
    const { dialog } = await openHelp('/programs?search=care');
    expect(await within(dialog).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/programs%3Fsearch%3Dcare',
    );
    expect(within(dialog).queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(requestsTo(fetchMock, supportPath)).toEqual([]);
  });
});
