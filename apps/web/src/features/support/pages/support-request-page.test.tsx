import type { TSupportThread } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const answered: TSupportThread = {
  id: 12,
  subject: 'Video stops',
  message: 'The lesson video stops after a minute.',
  source: 'report',
  created_at: '2026-03-02T15:00:00Z',
  status: 'answered',
  answers: [{ id: 1, message: 'Please try another browser.', created_at: '2026-03-03T14:00:00Z' }],
};

describe('one support request, where its answer’s notification leads', () => {
  it('shows the request and the school’s answer, with a way back to every request', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/support/12/': () => jsonResponse(answered),
      '/api/v1/support/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    });
    const { router } = renderRoutes('/support/12');
    expect(await screen.findByRole('heading', { name: 'Support request', level: 1 })).toBeInTheDocument();
    const request = await screen.findByRole('article', { name: 'Video stops' });
    expect(within(request).getByText('Please try another browser.')).toBeInTheDocument();
    expect(within(request).getByText('Answered')).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'All my requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
  });

  it('says not found for another student’s request, or an id that is not one', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/support/13/': () => jsonResponse({ detail: 'Support request not found.' }, 404),
    });
    renderRoutes('/support/13');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('offers to try again when the request cannot be loaded', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/support/12/': () => jsonResponse({}, 500),
    });
    renderRoutes('/support/12');
    expect(await screen.findByText('This support request could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
