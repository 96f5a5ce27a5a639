import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { jsonResponse, mockApi, requestsTo } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const signUpAnswer = { token: null, user: { id: 'u9', email: 'ana@example.com' } };

async function fillSignUp(password = 'maple-leaf-1', confirm = password) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^First name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last name/), 'Tremblay');
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('the sign-up form', () => {
  it('creates the account, then says to check the email, with a way to send the link again', async () => {
    const fetchMock = mockApi({
      '/api/auth/sign-up/email': signUpAnswer,
      '/api/auth/send-verification-email': { status: true },
    });
    renderRoutes('/auth/register-unprotected?popup=1&redirect=/dashboard');
    expect(await screen.findByText(PASSWORD_RULE)).toBeInTheDocument();
    const user = await fillSignUp();

    expect(await screen.findByRole('heading', { name: 'Check your email', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('The link expires in 24 hours.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sign-up/email')).toEqual([
      {
        name: 'Ana Tremblay',
        email: 'ana@example.com',
        password: 'maple-leaf-1',
        first_name: 'Ana',
        last_name: 'Tremblay',
        language: 'en',
        callbackURL: '/dashboard',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText('We sent the link again.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/send-verification-email')).toEqual([
      { email: 'ana@example.com', callbackURL: '/dashboard' },
    ]);
    expect(screen.getByRole('button', { name: 'Close this window' })).toBeInTheDocument();
  });

  it('shows a field error from the server under its field, by its code, keeping what was typed', async () => {
    mockApi({
      '/api/auth/sign-up/email': () => jsonResponse({ code: 'INVALID_EMAIL', message: 'Invalid email' }, 400),
    });
    renderRoutes('/auth/register-unprotected');
    await fillSignUp();
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('shows the server’s password rule under the password', async () => {
    mockApi({
      '/api/auth/sign-up/email': () => jsonResponse({ code: 'WEAK_PASSWORD', message: PASSWORD_RULE }, 400),
    });
    renderRoutes('/auth/register-unprotected');
    await fillSignUp();
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(PASSWORD_RULE);
  });

  it('says a rate-limited sign-up by its status, not the server’s words', async () => {
    mockApi({
      '/api/auth/sign-up/email': () =>
        jsonResponse({ message: 'Too many requests. Please try again later.' }, 429),
    });
    renderRoutes('/auth/register-unprotected');
    await fillSignUp();
    expect(
      await screen.findByText('Too many requests. Please try again in a few minutes.'),
    ).toBeInTheDocument();
  });

  it('checks the password rule and the confirmation before calling the server', async () => {
    const fetchMock = mockApi({ '/api/auth/sign-up/email': signUpAnswer });
    renderRoutes('/auth/register-unprotected');
    await fillSignUp('lettersonly', 'different1');
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(requestsTo(fetchMock, '/api/auth/sign-up/email')).toEqual([]);
  });

  it('signs up in the reader’s language', async () => {
    await changeLanguage('fr-CA', false);
    const fetchMock = mockApi({ '/api/auth/sign-up/email': signUpAnswer });
    renderRoutes('/auth/register-unprotected');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Prénom/), 'Ana');
    await user.type(screen.getByLabelText(/^Nom de famille/), 'Tremblay');
    await user.type(screen.getByLabelText(/^Courriel/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'maple-leaf-1');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'maple-leaf-1');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const heading = await screen.findByRole('heading', { name: 'Consultez vos courriels' });
    expect(within(heading.parentElement!).getByText('Le lien expire dans 24 heures.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sign-up/email')).toEqual([
      expect.objectContaining({ language: 'fr-CA' }),
    ]);
  });
});
