import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

async function chooseNewPassword(password = 'new-maple-2') {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  return user;
}

describe('forgot password (/auth/reset-password)', () => {
  it('asks for the link and shows the server’s message', async () => {
    const fetchMock = mockApi({
      '/api/auth/request-password-reset': {
        status: true,
        message: 'If this email exists in our system, check your email for the reset link',
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/auth/reset-password');
    await user.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/check your email for the reset link/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/auth/request-password-reset')).toEqual([
      { email: 'sam@example.com', redirectTo: `${window.location.origin}/auth/new-password` },
    ]);
  });
});

describe('the new-password link (/auth/new-password)', () => {
  it('sets the new password, then offers to sign in', async () => {
    const fetchMock = mockApi({ '/api/auth/reset-password': { status: true } });
    renderRoutes('/auth/new-password?token=abc');
    await chooseNewPassword();
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login-unprotected?redirect=/dashboard',
    );
    expect(requestsTo(fetchMock, '/api/auth/reset-password')).toEqual([
      { newPassword: 'new-maple-2', token: 'abc' },
    ]);
  });

  it('leads to /expire-link when the link is spent or expired', async () => {
    mockApi({
      '/api/auth/reset-password': () =>
        jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
    });
    const { router } = renderRoutes('/auth/new-password?token=old');
    await chooseNewPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/expire-link'));
    expect(router.state.location.search).toBe('?reason=INVALID_TOKEN');
  });
});

describe('change password (/reset-password, login required)', () => {
  it('mails the change-password link for the signed-in student and shows the message', async () => {
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/student/change-password/': { message: 'We have sent a link to sam@example.com.' },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/reset-password');
    const button = await screen.findByRole('button', { name: 'Change Password' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('We have sent a link to sam@example.com.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/student/change-password/')).toEqual([
      { user_id: 'u1', student_id: 41, change_password_url: `${window.location.origin}/reset-password` },
    ]);
  });

  it('with the mailed token: sets the password, then asks to sign in again', async () => {
    let session: typeof signedIn | null = signedIn;
    mockApi({
      '/api/auth/get-session': () => jsonResponse(session),
      '/api/auth/reset-password': () => {
        session = null; // every session ends with the reset
        return jsonResponse({ status: true });
      },
    });
    const { router } = renderRoutes('/reset-password?token=xyz');
    await chooseNewPassword();
    expect(
      await screen.findByText('Your password has been changed. Please sign in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=/dashboard');
  });
});
