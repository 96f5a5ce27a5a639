import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { liveOff, liveOn, liveSession, pagedSessions } from '../live-test-data';

const listPath = '/api/v1/live-sessions/';

/** The list call answered per status tab; every request's query is kept. */
function mockLive(byStatus: Record<string, ReturnType<typeof liveSession>[]>, overrides = {}) {
  const queries: URLSearchParams[] = [];
  const fetchMock = mockApi({
    ...liveOn,
    [listPath]: (url: URL) => {
      queries.push(url.searchParams);
      return pagedSessions(byStatus[url.searchParams.get('status') ?? ''] ?? [])(url);
    },
    ...overrides,
  });
  return { fetchMock, queries };
}

const cardOf = async (title: string) => screen.findByRole('article', { name: title });

describe('the live sessions page', () => {
  it('lists the upcoming sessions with their time at the school, duration, status and Join', async () => {
    const { queries } = mockLive({
      ongoing: [
        liveSession(),
        liveSession({
          id: 52,
          title: 'Charting, later',
          description: '',
          starts_at: '2026-11-26T19:30:00.000Z',
          ends_at: '2026-11-26T20:15:00.000Z',
          duration_minutes: 45,
          can_join: false,
          join_waits: 'too_early',
          provider: 'external',
        }),
      ],
    });
    renderRoutes('/live-connect');
    const first = await cardOf('Safe transfers, live');
    expect(screen.getByRole('heading', { name: 'Live Sessions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveTextContent(/Nov 24, 2026, 10:00\sa\.m\.\s*–\s*11:00\sa\.m\. · 60 minutes/);
    expect(within(first).getByText('Scheduled')).toBeInTheDocument();
    expect(within(first).getByText('Bring your questions about lifts.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Personal Support Worker' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
    expect(within(first).getByRole('link', { name: 'Join Safe transfers, live' })).toHaveAttribute(
      'href',
      '/live-connect/join/51',
    );

    const later = await cardOf('Charting, later');
    expect(later).toHaveTextContent(/Nov 26, 2026, 2:30\sp\.m\.\s*–\s*3:15\sp\.m\. · 45 minutes/);
    expect(within(later).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(within(later).getByText('You can join from 15 minutes before it starts.')).toBeInTheDocument();
    expect(
      screen.getByText("Times are shown in the school's time zone (America/Toronto)."),
    ).toBeInTheDocument();
    expect(queries[0]?.get('status')).toBe('ongoing');
    expect(queries[0]?.get('limit')).toBe('10');
  });

  it('keeps the tab in ?status=, as the notification bell links to it', async () => {
    const { queries } = mockLive({
      completed: [
        liveSession({
          status: 'completed',
          can_join: false,
          attended: true,
          recording_url: 'https://videos.example.ca/transfers',
        }),
      ],
      cancelled: [liveSession({ id: 53, title: 'Cancelled class', status: 'cancelled', can_join: false })],
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/live-connect?status=cancelled');
    const cancelled = await cardOf('Cancelled class');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('cancelled');

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const completed = await cardOf('Safe transfers, live');
    expect(router.state.location.search).toBe('?status=completed');
    expect(queries.at(-1)?.get('status')).toBe('completed');
    expect(within(completed).getByText('Attended')).toBeInTheDocument();
    expect(
      within(completed).getByRole('link', { name: 'Watch the recording of Safe transfers, live' }),
    ).toHaveAttribute('href', 'https://videos.example.ca/transfers');
    expect(within(completed).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });

  it('shows the Ongoing tab for a status it does not know', async () => {
    mockLive({ ongoing: [liveSession()] });
    renderRoutes('/live-connect?status=scheduled');
    await cardOf('Safe transfers, live');
    expect(screen.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when a tab has no sessions', async () => {
    mockLive({});
    const user = userEvent.setup({ delay: null });
    renderRoutes('/live-connect');
    expect(await screen.findByText('No upcoming live sessions')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('No cancelled live sessions')).toBeInTheDocument();
  });

  it('loads more sessions a page at a time', async () => {
    const sessions = Array.from({ length: 12 }, (_, i) =>
      liveSession({ id: 100 + i, title: `Session ${i + 1}` }),
    );
    const { queries } = mockLive({ ongoing: sessions });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/live-connect');
    await cardOf('Session 10');
    expect(screen.queryByRole('article', { name: 'Session 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await cardOf('Session 12');
    expect(queries.at(-1)?.get('offset')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('downloads the session as an .ics file for the calendar', async () => {
    const { fetchMock } = mockLive(
      { ongoing: [liveSession()] },
      {
        '/api/v1/live-sessions/51/calendar.ics': () =>
          new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
            headers: { 'Content-Type': 'text/calendar' },
          }),
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ics');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRoutes('/live-connect');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar: Safe transfers, live' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('live-session-51.ics');
    expect(link.href).toBe('blob:ics');
    expect(
      fetchMock.mock.calls.some(([input]) => String(input) === '/api/v1/live-sessions/51/calendar.ics'),
    ).toBe(true);
  });

  it('says so when the calendar file cannot be downloaded', async () => {
    mockLive(
      { ongoing: [liveSession()] },
      { '/api/v1/live-sessions/51/calendar.ics': () => jsonResponse({ detail: 'Boom' }, 500) },
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/live-connect');
    await user.click(await screen.findByRole('button', { name: 'Add to calendar: Safe transfers, live' }));
    expect(
      await screen.findByText('The calendar file could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      ...liveOn,
      [listPath]: (url: URL) =>
        ++calls === 1 ? jsonResponse({ detail: 'Boom' }, 500) : pagedSessions([liveSession()])(url),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/live-connect');
    expect(await screen.findByText('Your live sessions could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Safe transfers, live')).toBeInTheDocument();
  });

  it('says live sessions are not offered when the school has them off, without asking for any', async () => {
    const fetchMock = mockApi({ ...liveOff, [listPath]: pagedSessions([liveSession()]) });
    renderRoutes('/live-connect');
    expect(await screen.findByText('Live sessions are not available')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(listPath))).toBe(false);
  });
});
