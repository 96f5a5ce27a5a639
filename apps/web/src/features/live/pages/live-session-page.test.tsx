import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';
import { liveOff, liveOn, liveSession, pagedSessions } from '../live-test-data';

const path = '/program-journey/live-session/personal-support-worker/301';

function mockRoom(overrides = {}) {
  const queries: URLSearchParams[] = [];
  mockApi({
    ...liveOn,
    '/api/v1/subscriptions/301/': subscription,
    '/api/v1/live-sessions/': (url: URL) => {
      queries.push(url.searchParams);
      return pagedSessions([liveSession()])(url);
    },
    ...overrides,
  });
  return queries;
}

describe('the program’s live sessions in the course room', () => {
  it('lists the sessions of this program only, with the way back to the room', async () => {
    const queries = mockRoom();
    renderRoutes(path);
    const card = await screen.findByRole('article', { name: 'Safe transfers, live' });
    expect(screen.getByRole('heading', { name: 'Live Session', level: 1 })).toBeInTheDocument();
    // the program's name says its language
    expect(screen.getByText('Personal Support Worker')).toHaveAttribute('lang', 'en');
    expect(queries[0]?.get('course')).toBe(String(subscription.course));
    expect(queries[0]?.get('status')).toBe('ongoing');
    // the room names the program already
    expect(within(card).queryByRole('link', { name: 'Personal Support Worker' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Join Safe transfers, live' })).toHaveAttribute(
      'href',
      '/live-connect/join/51',
    );
    expect(screen.getByRole('link', { name: 'Back to the program' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
  });

  it('says why a session under way cannot be joined by a graduate looking back', async () => {
    mockRoom({
      '/api/v1/subscriptions/301/': { ...subscription, access: 'view_only' },
      '/api/v1/live-sessions/': pagedSessions([
        liveSession({ status: 'ongoing', can_join: false, join_waits: 'access' }),
      ]),
    });
    renderRoutes(path);
    const card = await screen.findByRole('article', { name: 'Safe transfers, live' });
    expect(within(card).queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
    expect(
      within(card).getByText(
        'Joining is for students taking the program: your access lets you look back at it only.',
      ),
    ).toBeInTheDocument();
  });

  it('is hidden when the school has live sessions off', async () => {
    mockRoom(liveOff);
    renderRoutes(path);
    expect(await screen.findByText('Live sessions are not available')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the program' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
  });

  it('shows the not-found screen for another student’s subscription', async () => {
    mockRoom({ '/api/v1/subscriptions/301/': () => jsonResponse({ detail: 'Not found.' }, 404) });
    renderRoutes(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
