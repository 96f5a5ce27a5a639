import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../../test/fixtures';
import { mockApi, requestsTo, signedIn, signedInUnverified } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

describe('the expired-link page', () => {
  it('offers a visitor to sign in (which leads to the verify prompt) or to reset the password', async () => {
    mockApi();
    renderRoutes('/expire-link?reason=TOKEN_EXPIRED');
    expect(await screen.findByText(/This link has expired\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
  });

  it('says when the link was already used', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    renderRoutes('/expire-link?reason=LINK_ALREADY_USED');
    expect(await screen.findByText(/This link was already used\./)).toBeInTheDocument();
  });

  it('sends a signed-in student still to verify a new link at once', async () => {
    const fetchMock = mockApi({
      '/api/auth/get-session': signedInUnverified,
      '/api/v1/me/': { ...currentUser, profile: { ...currentUser.profile, email_verified: false } },
      '/api/v1/student/email-verification/': { message: 'A new link is on its way.' },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/expire-link?reason=TOKEN_EXPIRED');
    // the button waits until the student's session is known
    const send = await screen.findByRole('button', { name: 'Send a new link' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/student/email-verification/')).toEqual([
      {
        user_id: 'u1',
        student_id: 41,
        redirect_url: `${window.location.origin}/dashboard`,
        auto_generated: false,
      },
    ]);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
