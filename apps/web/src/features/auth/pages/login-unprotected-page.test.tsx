import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { siteConfig } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

/** Signs in on the form; get-session answers the session once the sign-in call succeeded. */
function mockSignIn(answer: () => Response = () => jsonResponse({ token: 't', user: signedIn.user })) {
  let session: typeof signedIn | null = null;
  return mockApi({
    '/api/auth/get-session': () => jsonResponse(session),
    '/api/auth/sign-in/email': () => {
      const response = answer();
      if (response.ok) session = signedIn;
      return response;
    },
  });
}

async function fillAndSubmit(email = 'sam@example.com', password = 'secret123') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the sign-in form', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'opener');
  });

  it('in the pop-up: tells the window that opened it, then closes', async () => {
    const opener = { postMessage: vi.fn(), closed: false };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const fetchMock = mockSignIn();
    renderRoutes('/auth/login-unprotected?popup=1&redirect=/dashboard');
    await fillAndSubmit();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'portal:signed-in' }, window.location.origin);
    expect(requestsTo(fetchMock, '/api/auth/sign-in/email')).toEqual([
      { email: 'sam@example.com', password: 'secret123', rememberMe: true },
    ]);
  });

  it('on a full page: goes on to `redirect`', async () => {
    mockSignIn();
    const close = vi.spyOn(window, 'close');
    const { router } = renderRoutes('/auth/login-unprotected?redirect=/forum');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
    expect(close).not.toHaveBeenCalled();
  });

  it('in a pop-up whose opener is gone: goes on to `redirect` itself', async () => {
    mockSignIn();
    const { router } = renderRoutes('/auth/login-unprotected?popup=1&redirect=/dashboard');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the server’s message for a wrong password, and keeps what was typed', async () => {
    mockSignIn(() =>
      jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    );
    const { router } = renderRoutes('/auth/login-unprotected?redirect=/dashboard');
    await fillAndSubmit('sam@example.com', 'wrong-pass1');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sam@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-pass1');
    expect(router.state.location.pathname).toBe('/auth/login-unprotected');
  });

  it('says a rate-limited sign-in by its status, not the server’s words', async () => {
    mockSignIn(() => jsonResponse({ message: 'Too many requests. Please try again later.' }, 429));
    renderRoutes('/auth/login-unprotected?redirect=/dashboard');
    await fillAndSubmit();
    expect(
      await screen.findByText('Too many requests. Please try again in a few minutes.'),
    ).toBeInTheDocument();
  });

  it('says an account is locked after failed sign-ins, in the reader’s language', async () => {
    const locked = () =>
      jsonResponse({ code: 'TOO_MANY_FAILED_SIGN_INS', message: AUTH_MESSAGES.signInLocked }, 429);
    mockSignIn(locked);
    const { unmount } = renderRoutes('/auth/login-unprotected?redirect=/dashboard');
    await fillAndSubmit();
    expect(await screen.findByText(AUTH_MESSAGES.signInLocked)).toBeInTheDocument();
    unmount();

    await changeLanguage('fr-CA', false);
    mockSignIn(locked);
    renderRoutes('/auth/login-unprotected?redirect=/dashboard');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Courriel/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByText(
        'Trop de tentatives de connexion échouées pour ce compte. Veuillez réessayer dans 15 minutes ou réinitialiser votre mot de passe.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = mockSignIn();
    renderRoutes('/auth/login-unprotected');
    await fillAndSubmit('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/sign-in/email')).toEqual([]);
  });

  it('links to the forgotten-password page and to sign-up, keeping the pop-up and `redirect`', async () => {
    mockApi();
    renderRoutes('/auth/login-unprotected?popup=1&redirect=/forum');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register-unprotected?popup=1&redirect=/forum',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password?popup=1&redirect=/forum',
    );
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('offers the social sign-in the school configured, returning to this page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const fetchMock = mockApi({
      '/api/v1/site-config/': { ...siteConfig, sign_in_providers: ['google'] },
      '/api/auth/sign-in/social': { url: 'https://accounts.google.example/o', redirect: true },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/auth/login-unprotected?popup=1&redirect=/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.queryByRole('button', { name: 'Continue with Microsoft' })).not.toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.example/o'));
    expect(requestsTo(fetchMock, '/api/auth/sign-in/social')).toEqual([
      { provider: 'google', callbackURL: '/auth/login-unprotected?popup=1&redirect=/dashboard' },
    ]);
  });
});
