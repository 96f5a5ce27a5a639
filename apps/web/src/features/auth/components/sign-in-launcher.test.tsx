import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

/** get-session answers no session until `signIn()` is called, as when the pop-up signs the student in. */
function sessionAfterSignIn() {
  let session: typeof signedIn | null = null;
  return {
    handler: () => jsonResponse(session),
    signIn: () => {
      session = signedIn;
    },
  };
}

function postFromPopup(origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'portal:signed-in' }, origin }));
  });
}

describe('the sign-in pop-up, from the window that opens it', () => {
  it('opens the sign-in form in a pop-up by itself, and offers the same form on the page', async () => {
    mockApi();
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    renderRoutes('/auth/login?redirect=/profile/edit');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Sign-in opens in a pop-up window/)).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      '/auth/login-unprotected?popup=1&redirect=/profile/edit',
      'portal-sign-in',
      'width=480,height=720',
    );
    expect(screen.queryByRole('button', { name: 'Open the sign-in window' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in on this page instead' })).toHaveAttribute(
      'href',
      '/auth/login-unprotected?redirect=/profile/edit',
    );
  });

  it('offers a button that opens the pop-up when the browser blocked it', async () => {
    mockApi();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/auth/login?redirect=/dashboard');
    expect(await screen.findByText('Your browser blocked the sign-in window.')).toBeInTheDocument();
    open.mockImplementation(() => ({}) as Window);
    await user.click(screen.getByRole('button', { name: 'Open the sign-in window' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(
      '/auth/login-unprotected?popup=1&redirect=/dashboard',
      'portal-sign-in',
      'width=480,height=720',
    );
    expect(screen.queryByRole('button', { name: 'Open the sign-in window' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in on this page instead' })).toBeInTheDocument();
  });

  it('goes on to `redirect` when the pop-up says the student signed in', async () => {
    const session = sessionAfterSignIn();
    mockApi({ '/api/auth/get-session': session.handler });
    const { router } = renderRoutes('/auth/login?redirect=/dashboard');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    session.signIn();
    postFromPopup();
    expect(await screen.findByRole('heading', { name: 'My Programs', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('ignores the message from any other origin', async () => {
    const session = sessionAfterSignIn();
    const fetchMock = mockApi({ '/api/auth/get-session': session.handler });
    const { router } = renderRoutes('/auth/login?redirect=/dashboard');
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    const sessionChecks = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('get-session')).length;
    const before = sessionChecks();
    session.signIn();
    postFromPopup('https://elsewhere.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionChecks()).toBe(before);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('sends a student who is already signed in straight to `redirect`, without a pop-up', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const open = vi.spyOn(window, 'open');
    const { router } = renderRoutes('/auth/login?redirect=/forum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
    expect(open).not.toHaveBeenCalled();
  });

  it('never leaves the portal after sign-in, whatever `redirect` says', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const { router } = renderRoutes('/auth/login?redirect=//evil.example/path');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens the sign-up form at /auth/register', async () => {
    mockApi();
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    renderRoutes('/auth/register?redirect=/dashboard');
    expect(await screen.findByRole('heading', { name: 'Create your account', level: 1 })).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(
      '/auth/register-unprotected?popup=1&redirect=/dashboard',
      'portal-sign-in',
      'width=480,height=720',
    );
    expect(screen.getByRole('link', { name: 'Sign up on this page instead' })).toHaveAttribute(
      'href',
      '/auth/register-unprotected?redirect=/dashboard',
    );
  });
});
