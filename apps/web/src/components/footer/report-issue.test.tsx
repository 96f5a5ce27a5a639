import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';

const supportPath = '/api/v1/support/';
const created = {
  id: 1,
  subject: 'Video',
  message: 'It stops',
  source: 'report',
  created_at: '2026-01-01T00:00:00Z',
};

describe('Report an Issue', () => {
  it('sends a visitor to sign in first, coming back with reportBy=user', async () => {
    mockApi();
    const { router } = renderRoutes('/programs?reportBy=user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/programs?reportBy=user');
    expect(screen.queryByRole('dialog', { name: 'Report an Issue' })).not.toBeInTheDocument();
  });

  it('opens the form for a signed-in student from the footer', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/programs');
    const link = await screen.findByRole('link', { name: 'Report an Issue' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/programs?reportBy=user'));
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Report an Issue' });
    expect(within(dialog).getByPlaceholderText('Write your subject')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Write your text here')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens by itself once signed in, sends the report, thanks the student and closes', async () => {
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () => jsonResponse(created, 201),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/programs?search=care&reportBy=user');
    const dialog = await screen.findByRole('dialog', { name: 'Report an Issue' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Video');
    await user.type(within(dialog).getByLabelText('Message'), 'It stops');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Your issue has been reported, will get in touch with you shortly.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toEqual([
      { subject: 'Video', message: 'It stops', source: 'report' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?search=care'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no rules of its own, and shows the server’s field errors under the fields', async () => {
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () =>
        jsonResponse({ subject: ['Please enter a subject.'], message: ['Please write your message.'] }, 400),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/programs?reportBy=user');
    const dialog = await screen.findByRole('dialog', { name: 'Report an Issue' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.'),
    );
    expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write your message.',
    );
    expect(requestsTo(fetchMock, supportPath)).toEqual([{ subject: '', message: '', source: 'report' }]);
    expect(screen.getByRole('dialog', { name: 'Report an Issue' })).toBeInTheDocument();
  });
});
