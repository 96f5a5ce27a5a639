import { LIVE_MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { expectNameMarked } from '../../../test/sentence';
import { liveOff, liveOn, liveSession, pagedSessions } from '../live-test-data';

const joinPath = '/api/v1/live-sessions/51/join/';

function mockJoin(answer: unknown, overrides = {}) {
  return mockApi({
    ...liveOn,
    '/api/v1/live-sessions/51/': liveSession(),
    '/api/v1/live-sessions/': pagedSessions([liveSession()]),
    [joinPath]: answer,
    ...overrides,
  });
}

const joinCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === joinPath);

describe('joining a live session', () => {
  it('shows a Jitsi meeting in the page, with a new-tab link and Leave', async () => {
    const url = 'https://meet.jit.si/SafeTransfers';
    const fetchMock = mockJoin({ meeting_url: url, provider: 'jitsi', embed: true });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/live-connect/join/51');
    const frame = await screen.findByTitle('Live session: Safe transfers, live');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    expect(frame).toHaveAttribute('allow', 'camera; microphone; fullscreen; display-capture');
    expect(screen.getByRole('heading', { name: 'Safe transfers, live', level: 1 })).toBeInTheDocument();
    const newTab = screen.getByRole('link', { name: 'Open in a new tab' });
    expect(newTab).toHaveAttribute('href', url);
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(window.open).not.toHaveBeenCalled();
    expect(joinCalls(fetchMock)).toHaveLength(1);
    expect(joinCalls(fetchMock)[0]?.[1]?.method).toBe('POST');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live-connect'));
  });

  it('opens another meeting in a new tab and offers the link in case it was blocked', async () => {
    const url = 'https://us02web.zoom.us/j/123456789';
    mockJoin({ meeting_url: url, provider: 'external', embed: false });
    renderRoutes('/live-connect/join/51');
    expect(
      await screen.findByRole('heading', { name: 'The session opened in a new tab', level: 1 }),
    ).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('link', { name: 'Open the session' })).toHaveAttribute('href', url);
    expect(screen.queryByTitle(/Live session:/)).not.toBeInTheDocument();
  });

  it('marks the session’s title in its own language on a French page', async () => {
    await changeLanguage('fr-CA', false);
    mockJoin({ meeting_url: 'https://us02web.zoom.us/j/123456789', provider: 'external', embed: false });
    renderRoutes('/live-connect/join/51');
    await expectNameMarked(
      '«\u00a0Safe transfers, live\u00a0» se poursuit dans un autre onglet. S’il ne s’est pas ouvert, votre navigateur l’a peut-être bloqué\u00a0: ouvrez-le ici.',
      'Safe transfers, live',
      'en',
    );
  });

  it('says why the server refused, in its words, with a way back', async () => {
    mockJoin(() => jsonResponse({ non_field_errors: [LIVE_MESSAGES.tooEarly] }, 400));
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/live-connect/join/51');
    expect(await screen.findByText(LIVE_MESSAGES.tooEarly)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You cannot join this session' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live-connect'));
  });

  it('says the refusal by its code, in the student’s language', async () => {
    await changeLanguage('fr-CA', false);
    mockJoin(() =>
      jsonResponse(
        {
          non_field_errors: ['English words the server may reword.'],
          codes: { non_field_errors: [{ code: 'live.tooEarly', params: { minutes: 15 } }] },
        },
        400,
      ),
    );
    renderRoutes('/live-connect/join/51');
    expect(
      await screen.findByText('Cette séance en direct ouvre 15 minutes avant son début.'),
    ).toBeInTheDocument();
  });

  it('shows another program’s session as not found', async () => {
    mockJoin(() => jsonResponse({ detail: LIVE_MESSAGES.notEnrolled }, 404), {
      '/api/v1/live-sessions/51/': () => jsonResponse({ detail: LIVE_MESSAGES.notEnrolled }, 404),
    });
    renderRoutes('/live-connect/join/51');
    expect(await screen.findByText(LIVE_MESSAGES.notEnrolled)).toBeInTheDocument();
  });

  it('joins from the list and leaves back to the tab it came from', async () => {
    mockJoin({ meeting_url: 'https://meet.jit.si/SafeTransfers', provider: 'jitsi', embed: true });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/live-connect?status=ongoing');
    await user.click(await screen.findByRole('link', { name: 'Join Safe transfers, live' }));
    await screen.findByTitle('Live session: Safe transfers, live');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ongoing'));
    expect(router.state.location.pathname).toBe('/live-connect');
  });

  it('does not join when the school has live sessions off', async () => {
    const fetchMock = mockApi({ ...liveOff, [joinPath]: vi.fn() });
    renderRoutes('/live-connect/join/51');
    expect(await screen.findByText('Live sessions are not available')).toBeInTheDocument();
    expect(joinCalls(fetchMock)).toHaveLength(0);
  });
});
