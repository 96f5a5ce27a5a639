import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, listOf } from '../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn, signedInUnverified } from '../test/mock-api';
import { renderRoutes } from '../test/render';
import { subscription } from '../test/subscription-fixtures';

const unverifiedMe = { ...currentUser, profile: { ...currentUser.profile, email_verified: false } };
const verificationPath = '/api/v1/student/email-verification/';

describe('the auth guard', () => {
  it('sends a visitor without a session to sign in, remembering where they were going', async () => {
    mockApi({ '/api/auth/get-session': null });
    const { router } = renderRoutes('/profile/edit?tab=documents');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/profile/edit?tab=documents',
    );
  });

  it('treats a failing session call as no session', async () => {
    mockApi({ '/api/auth/get-session': () => new Response('oops', { status: 500 }) });
    const { router } = renderRoutes('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=/dashboard');
  });

  it('shows a progress indicator while the session loads', async () => {
    mockApi({ '/api/auth/get-session': () => new Promise<Response>(() => {}) });
    const { router } = renderRoutes('/dashboard');
    // past the router's own first-load fallback, the guard is what shows progress
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Programs' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a signed-in student through', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'My Programs', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('guards the program journey too', async () => {
    mockApi();
    const { router } = renderRoutes('/program-journey');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=/program-journey');
  });

  it('sends the journey index to the room of the latest program, or to My Programs when there is none', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/subscriptions/': listOf([{ ...subscription, current_content: 102 }]),
      '/api/v1/subscriptions/301/': subscription,
    });
    const { router } = renderRoutes('/program-journey');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/program-journey/room/personal-support-worker/301/102'),
    );

    mockApi({ '/api/auth/get-session': signedIn, '/api/v1/subscriptions/': listOf([]) });
    const empty = renderRoutes('/program-journey');
    await waitFor(() => expect(empty.router.state.location.pathname).toBe('/dashboard'));
  });

  describe('for a student whose email is not verified', () => {
    function mockUnverified(overrides = {}) {
      return mockApi({
        '/api/auth/get-session': signedInUnverified,
        '/api/v1/me/': unverifiedMe,
        [verificationPath]: { message: 'A verification link has been sent to sam@example.com.' },
        ...overrides,
      });
    }

    it('shows the verify prompt instead of the page, and asks for one mail by itself', async () => {
      const fetchMock = mockUnverified();
      renderRoutes('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Verify your email', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('sam@example.com')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'My Programs' })).not.toBeInTheDocument();
      await waitFor(() => expect(requestsTo(fetchMock, verificationPath)).toHaveLength(1));
      expect(requestsTo(fetchMock, verificationPath)[0]).toEqual({
        user_id: 'u1',
        student_id: 41,
        redirect_url: `${window.location.origin}/dashboard`,
        auto_generated: true,
      });
    });

    it('asks by itself only once per session, even after a reload', async () => {
      const fetchMock = mockUnverified();
      const first = renderRoutes('/dashboard');
      await screen.findByRole('heading', { name: 'Verify your email' });
      await waitFor(() => expect(requestsTo(fetchMock, verificationPath)).toHaveLength(1));
      first.unmount();

      // a reload: a new page with a new cache, the same browser tab and session
      renderRoutes('/profile');
      await screen.findByRole('heading', { name: 'Verify your email' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requestsTo(fetchMock, verificationPath)).toHaveLength(1);
      expect(sessionStorage.getItem('portal.verification-mail.s2')).toBe('1');
    });

    it('resends on request and shows the server’s message', async () => {
      const fetchMock = mockUnverified();
      const user = userEvent.setup({ delay: null });
      renderRoutes('/dashboard');
      await screen.findByRole('heading', { name: 'Verify your email' });
      // the button waits while the automatic mail is being asked for
      const resend = screen.getByRole('button', { name: 'Resend verification email' });
      await waitFor(() => expect(resend).toBeEnabled());
      await user.click(resend);
      expect(
        await screen.findByText('A verification link has been sent to sam@example.com.'),
      ).toBeInTheDocument();
      expect(requestsTo(fetchMock, verificationPath).at(-1)).toMatchObject({ auto_generated: false });
    });

    it('says, in the reader’s words, that too many mails were asked for', async () => {
      // the automatic request fails too: that is only logged, as the spec has it
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      mockUnverified({
        // Better Auth's limiter: a 429 with its English message and no code
        [verificationPath]: () =>
          jsonResponse({ message: 'Too many requests. Please try again later.' }, 429),
      });
      const user = userEvent.setup({ delay: null });
      renderRoutes('/dashboard');
      await screen.findByRole('heading', { name: 'Verify your email' });
      // the button waits while the automatic mail is being asked for
      const resend = screen.getByRole('button', { name: 'Resend verification email' });
      await waitFor(() => expect(resend).toBeEnabled());
      await user.click(resend);
      expect(
        await screen.findByText('Too many requests. Please try again in a few minutes.'),
      ).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('The automatic verification email was not sent', expect.anything());
    });

    it('retries the login: fetches the session and the student again, then reloads', async () => {
      const fetchMock = mockUnverified();
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
      const user = userEvent.setup({ delay: null });
      renderRoutes('/dashboard');
      await screen.findByRole('heading', { name: 'Verify your email' });
      const calls = (path: string) =>
        fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path)).length;
      const sessionCalls = calls('/api/auth/get-session');
      const meCalls = calls('/api/v1/me/');
      await user.click(screen.getByRole('button', { name: 'Retry login' }));
      await waitFor(() => expect(reload).toHaveBeenCalled());
      expect(calls('/api/auth/get-session')).toBeGreaterThan(sessionCalls);
      expect(calls('/api/v1/me/')).toBeGreaterThan(meCalls);
    });

    it('also holds back a student whose profile says the email is unverified', async () => {
      mockUnverified({ '/api/auth/get-session': signedIn });
      renderRoutes('/dashboard');
      expect(await screen.findByRole('heading', { name: 'Verify your email', level: 1 })).toBeInTheDocument();
    });
  });
});
