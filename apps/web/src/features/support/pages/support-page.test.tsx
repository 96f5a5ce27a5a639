import type { TSupportThread } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const supportPath = '/api/v1/support/';

const answered: TSupportThread = {
  id: 12,
  subject: 'Video stops',
  message: 'The lesson video stops after a minute.\nEvery time.',
  source: 'report',
  created_at: '2026-03-02T15:00:00Z',
  status: 'answered',
  answers: [
    { id: 1, message: 'Please try another browser.', created_at: '2026-03-03T14:00:00Z' },
    { id: 2, message: 'We fixed the video.', created_at: '2026-03-05T14:00:00Z' },
  ],
};
const open: TSupportThread = {
  id: 11,
  subject: 'Access',
  message: 'I paid yesterday.',
  source: 'access',
  created_at: '2026-02-27T15:00:00Z',
  status: 'open',
  answers: [],
};

const page = (results: TSupportThread[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

/** The student's requests, answered from `pages` by offset. */
function mockSupport(pages: Record<number, ReturnType<typeof page>>) {
  return mockApi({
    '/api/auth/get-session': signedIn,
    [supportPath]: (url: URL) => jsonResponse(pages[Number(url.searchParams.get('offset'))] ?? page([])),
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === supportPath)
    .map((url) => url.search);

describe('My support requests', () => {
  it('shows each request with its date, source, status, message and the school’s answers', async () => {
    mockSupport({ 0: page([answered, open]) });
    renderRoutes('/support');
    expect(await screen.findByRole('heading', { name: 'My support requests', level: 1 })).toBeInTheDocument();

    const video = await screen.findByRole('article', { name: 'Video stops' });
    expect(within(video).getByText('Sent on Mar 2, 2026 · Report an Issue')).toBeInTheDocument();
    expect(within(video).getByText('Answered')).toBeInTheDocument();
    const thread = within(video).getAllByRole('listitem');
    expect(thread.map((item) => item.textContent)).toEqual([
      'You · Mar 2, 2026The lesson video stops after a minute.\nEvery time.',
      'Maple Leaf College · Mar 3, 2026Please try another browser.',
      'Maple Leaf College · Mar 5, 2026We fixed the video.',
    ]);

    const access = screen.getByRole('article', { name: 'Access' });
    expect(
      within(access).getByText('Sent on Feb 27, 2026 · Contact Support (program access)'),
    ).toBeInTheDocument();
    expect(within(access).getByText('Awaiting answer')).toBeInTheDocument();
    expect(within(access).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more, a page at a time', async () => {
    const first = Array.from({ length: 10 }, (_, i) => ({
      ...open,
      id: 100 - i,
      subject: `Request ${i + 1}`,
    }));
    const fetchMock = mockSupport({
      0: page(first, 11),
      10: page([{ ...open, id: 1, subject: 'Request 11' }], 11),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/support');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Request 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['?offset=0&limit=10', '?offset=10&limit=10']);
  });

  it('says when there is nothing yet, and opens the Help form to ask; the new request then shows', async () => {
    let sent = false;
    const fetchMock = mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: (_url: URL, init?: RequestInit) => {
        if (init?.method !== 'POST') return jsonResponse(page(sent ? [{ ...open, source: 'help' }] : []));
        sent = true;
        return jsonResponse({ ...open, source: 'help' }, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/support');
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask for help' }));
    const dialog = await screen.findByRole('dialog', { name: 'How can we help?' });
    await user.type(await within(dialog).findByLabelText('Subject'), 'Access');
    await user.type(within(dialog).getByLabelText('Message'), 'I paid yesterday.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Your request is submitted! Admin will get in touch with you shortly.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, supportPath)).toContainEqual({
      subject: 'Access',
      message: 'I paid yesterday.',
      source: 'help',
    });
    const request = await screen.findByRole('article', { name: 'Access' });
    expect(within(request).getByText('Sent on Feb 27, 2026 · Help form')).toBeInTheDocument();
    expect(screen.queryByText('No requests yet')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      '/api/auth/get-session': signedIn,
      [supportPath]: () => (fail ? jsonResponse({ detail: 'Down' }, 500) : jsonResponse(page([open]))),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/support');
    expect(await screen.findByText('Your support requests could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Access' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    mockApi();
    const { router } = renderRoutes('/support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/support');
  });
});
