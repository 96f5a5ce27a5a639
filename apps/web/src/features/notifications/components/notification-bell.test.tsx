import {
  type TNotificationItem,
  type TNotificationRouteParams,
  type TNotificationType,
  notificationPath,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { rewardsQueryKey } from '../../rewards/api/reward-keys';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { setViewport } from '../../../test/viewport';
import { notification, page } from '../notifications-test-data';
import { NotificationBell } from './notification-bell';
import { FakeEventSource } from '../../../test/fake-event-source';

// 12:00 on 10 March 2026 in Toronto
const NOW = new Date('2026-03-10T16:00:00Z');

/** 25 notifications, newest first: 3 today, 2 yesterday, the rest earlier; the three newest unread. */
function dataset(): TNotificationItem[] {
  return Array.from({ length: 25 }, (_, index) => {
    const id = 25 - index;
    const receivedAt =
      index < 3
        ? `2026-03-10T1${5 - index}:00:00Z`
        : index < 5
          ? `2026-03-09T1${index}:00:00Z`
          : new Date(Date.UTC(2026, 2, 8) - index * 3_600_000).toISOString();
    return notification(
      id,
      { type: index === 0 ? 'payment' : index === 1 ? 'quiz' : 'general' },
      { received_at: receivedAt, is_read: index >= 3 },
    );
  });
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

type ServerOptions = {
  items?: TNotificationItem[];
  readStatus?: Handler;
  markAll?: Handler;
  list?: Handler;
  overrides?: Record<string, unknown>;
};

/** The notification calls of the server, over `items` it keeps up to date. */
function mockNotificationsApi(options: ServerOptions = {}) {
  const items = options.items ?? dataset();
  const unseen = () => items.filter((item) => !item.is_read).length;
  const routes: Record<string, unknown> = {
    '/api/auth/get-session': signedIn,
    '/api/v1/notifications/unseen-count/': () => jsonResponse({ count: unseen() }),
    '/api/v1/notifications/':
      options.list ??
      ((url: URL) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const type = url.searchParams.get('notification__type');
        const unreadOnly = url.searchParams.get('is_read') === 'false';
        const listed = items.filter(
          (item) => (!type || item.notification.type === type) && (!unreadOnly || !item.is_read),
        );
        return jsonResponse(page(listed.slice(offset, offset + limit), listed.length, unseen()));
      }),
    '/api/v1/notifications/mark-all-read/':
      options.markAll ??
      (() => {
        const updated = unseen();
        for (const item of items) item.is_read = true;
        return jsonResponse({ updated, unseen_count: 0 });
      }),
    ...options.overrides,
  };
  for (const item of items) {
    routes[`/api/v1/notifications/${item.id}/update-read-status/`] =
      options.readStatus ??
      ((_url: URL, init?: RequestInit) => {
        item.is_read = (JSON.parse(String(init?.body)) as { is_read: boolean }).is_read;
        return jsonResponse({ ...item, unseen_count: unseen() });
      });
  }
  return mockApi(routes);
}

function listQueries(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/notifications/')
    .map((url) => Object.fromEntries(url.searchParams));
}

function countRequests(fetchMock: ReturnType<typeof mockApi>) {
  return requestsTo(fetchMock, '/api/v1/notifications/unseen-count/').length;
}

async function openPanel(user = userEvent.setup({ delay: null })) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findAllByRole('listitem');
  return { user, panel };
}

/** The bell by its label; a screen reader does not reach it behind the open panel, but its label holds. */
function findBell(name: string) {
  return screen.findByRole('button', { name, hidden: true });
}

function scrollContainer(panel: HTMLElement): HTMLElement {
  return panel.querySelector<HTMLElement>('[aria-busy]')!;
}

function scrollTo(
  element: HTMLElement,
  {
    scrollTop,
    scrollHeight = 1000,
    clientHeight = 550,
  }: { scrollTop: number; scrollHeight?: number; clientHeight?: number },
) {
  Object.defineProperty(element, 'scrollHeight', { value: scrollHeight, configurable: true });
  Object.defineProperty(element, 'clientHeight', { value: clientHeight, configurable: true });
  Object.defineProperty(element, 'scrollTop', { value: scrollTop, configurable: true, writable: true });
  fireEvent.scroll(element);
}

// the panel and its dialog load as chunks of their own, which takes a while on a busy machine
describe('the notification bell', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    FakeEventSource.instances = [];
  });

  it('shows the unseen count, and the first 4 under Today and Yesterday with +N more', async () => {
    mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();

    const { panel } = await openPanel();
    const today = within(panel).getByRole('list', { name: 'Today' });
    expect(within(today).getAllByRole('listitem')).toHaveLength(3);
    const unread = within(today).getByRole('button', { name: /Message 25/ });
    expect(unread).toHaveTextContent(/^Unread: Notification 25Message 2511:00\sa\.m\.$/);
    const yesterday = within(panel).getByRole('list', { name: 'Yesterday' });
    expect(within(yesterday).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Today', 'Yesterday']);
    expect(within(panel).getByRole('button', { name: '+21 more' })).toBeInTheDocument();
  });

  it('sits in the header of the main layout, at a phone’s width too', async () => {
    setViewport(360);
    try {
      mockNotificationsApi();
      renderRoutes('/');
      const banner = await screen.findByRole('banner');
      expect(await within(banner).findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    } finally {
      setViewport(1024);
    }
  });

  it('shows an item’s image when it has one', async () => {
    mockNotificationsApi({
      items: [notification(1, { payload: { notification_image: '/api/v1/media/badge.png' } })],
    });
    renderWithProviders(<NotificationBell />);
    const { panel } = await openPanel();
    expect(panel.querySelector('img')).toHaveAttribute('src', '/api/v1/media/badge.png');
  });

  it('marks a name the notice holds in another language with its lang', async () => {
    const item = notification(1, { message: 'Vous avez maintenant accès à Food Handler Certification.' });
    item.notification.lang_spans = [{ text: 'Food Handler Certification', lang: 'en' }];
    mockNotificationsApi({ items: [item] });
    renderWithProviders(<NotificationBell />);
    const { panel } = await openPanel();
    expect(within(panel).getByText('Food Handler Certification')).toHaveAttribute('lang', 'en');
  });

  it('says ‘No new notifications’ when there are none', async () => {
    mockNotificationsApi({ items: [] });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No new notifications')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('expands with +N more, then loads the next page on scrolling within 50px of the bottom', async () => {
    const fetchMock = mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    const list = scrollContainer(panel);

    // collapsed, scrolling loads nothing
    scrollTo(list, { scrollTop: 450 });
    await user.click(within(panel).getByRole('button', { name: '+21 more' }));
    expect(within(panel).queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);
    expect(within(panel).getByRole('button', { name: /Message 21/ })).toHaveFocus();

    scrollTo(list, { scrollTop: 399 });
    expect(listQueries(fetchMock)).toHaveLength(1);
    scrollTo(list, { scrollTop: 400 });
    expect(
      await within(panel).findByRole('button', { name: 'Mark “Notification 1” as unread' }),
    ).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(25);
    expect(listQueries(fetchMock)).toEqual([
      { offset: '0', limit: '20' },
      { offset: '20', limit: '20' },
    ]);

    // a short page was the last
    scrollTo(list, { scrollTop: 460, scrollHeight: 1200 });
    expect(listQueries(fetchMock)).toHaveLength(2);
  });

  it('marks an item read at once, and the unseen count is fetched again', async () => {
    const fetchMock = mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    const countsBefore = countRequests(fetchMock);

    await user.click(within(panel).getByRole('button', { name: 'Mark “Notification 24” as read' }));
    expect(
      within(panel).getByRole('button', { name: 'Mark “Notification 24” as unread' }),
    ).toBeInTheDocument();
    expect(await findBell('Notifications, 2 unread')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/notifications/24/update-read-status/')).toEqual([
      { is_read: true },
    ]);
    await waitFor(() => expect(countRequests(fetchMock)).toBe(countsBefore + 1));

    await user.click(within(panel).getByRole('button', { name: 'Mark “Notification 24” as unread' }));
    expect(await findBell('Notifications, 3 unread')).toBeInTheDocument();
  });

  it('reverts the change when the server refuses it, and says so', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockNotificationsApi({
      readStatus: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    const countsBefore = countRequests(fetchMock);

    await user.click(within(panel).getByRole('button', { name: 'Mark “Notification 25” as read' }));
    // applied before the server answers
    expect(
      within(panel).getByRole('button', { name: 'Mark “Notification 25” as unread' }),
    ).toBeInTheDocument();
    expect(await findBell('Notifications, 2 unread')).toBeInTheDocument();

    act(() => answer(jsonResponse({}, 500)));
    expect(await screen.findByText('Failed to update notification read status')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark “Notification 25” as read' })).toBeInTheDocument();
    expect(await findBell('Notifications, 3 unread')).toBeInTheDocument();
    await waitFor(() => expect(countRequests(fetchMock)).toBe(countsBefore + 1));
  });

  it('shows the server’s message when it sends one', async () => {
    mockNotificationsApi({ readStatus: () => jsonResponse({ detail: 'Not found.' }, 404) });
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Mark “Notification 25” as read' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  it('marks all as read: every item read, no count on the bell', async () => {
    const fetchMock = mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await findBell('Notifications')).toBeInTheDocument();
    expect(within(panel).queryAllByRole('button', { name: /^Mark “.*” as read$/ })).toEqual([]);
    expect(within(panel).getAllByRole('button', { name: /as unread$/ })).toHaveLength(4);
    expect(requestsTo(fetchMock, '/api/v1/notifications/mark-all-read/')).toHaveLength(1);
  });

  it('says ‘Failed to mark all as read’ when that fails, and changes nothing', async () => {
    mockNotificationsApi({ markAll: () => jsonResponse({}, 500) });
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Failed to mark all as read')).toBeInTheDocument();
    expect(await findBell('Notifications, 3 unread')).toBeInTheDocument();
  });

  it('reloads with is_read=false when switched to unread only', async () => {
    const fetchMock = mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('switch', { name: 'Only unread' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(listQueries(fetchMock).at(-1)).toEqual({ offset: '0', limit: '20', is_read: 'false' });
    expect(within(panel).queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
  });

  it('filters by type, and sends no type for All', async () => {
    const fetchMock = mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Quiz' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(within(panel).getByRole('button', { name: /Message 24/ })).toBeInTheDocument();
    expect(listQueries(fetchMock).at(-1)).toEqual({ offset: '0', limit: '20', notification__type: 'quiz' });

    await user.click(within(panel).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(4));
    expect(listQueries(fetchMock).at(-1)).toEqual({ offset: '0', limit: '20' });
  });

  it('closing resets it to collapsed with the type All, and gives focus back to the bell', async () => {
    const fetchMock = mockNotificationsApi();
    renderWithProviders(<NotificationBell />);
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: '+21 more' }));
    await user.click(within(panel).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Payment' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    await waitFor(() => expect(bell).toHaveFocus());

    await user.click(bell);
    const reopened = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(reopened).getByRole('combobox', { name: 'Type' })).toHaveTextContent('All');
    expect(await within(reopened).findByRole('button', { name: '+21 more' })).toBeInTheDocument();
    expect(within(reopened).getAllByRole('listitem')).toHaveLength(4);
    expect(listQueries(fetchMock).at(-1)).toEqual({ offset: '0', limit: '20' });
  });

  it('marks a clicked item read, goes where it leads and closes', async () => {
    const fetchMock = mockNotificationsApi();
    const { router } = renderWithProviders(<NotificationBell />, '/dashboard');
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: /Message 25/ }));
    expect(router.state.location.pathname).toBe('/payment-details');
    expect(router.state.location.search).toBe('?tab=history');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/api/v1/notifications/25/update-read-status/')).toEqual([
      { is_read: true },
    ]);
  });

  // the contract's routing table, type by type: a click in the panel lands where the mail links
  it.each<[TNotificationType, TNotificationRouteParams, string]>([
    ['general', {}, '/dashboard'],
    ['loan', {}, '/dashboard'],
    ['payment', { subscription_id: 5 }, '/payment-details?tab=history'],
    ['reward_points', {}, '/learning-level'],
    ['subscription', { course_slug: 'psw', subscription_id: 5 }, '/program-journey/room/psw/5'],
    [
      'attendance',
      { course_slug: 'psw', subscription_id: 5, content_id: 9 },
      '/program-journey/room/psw/5/9',
    ],
    [
      'assignment',
      { course_slug: 'psw', subscription_id: 5, content_id: 9 },
      '/program-journey/room/psw/5/9',
    ],
    ['homework', { course_slug: 'psw', subscription_id: 5, content_id: 9 }, '/program-journey/room/psw/5/9'],
    [
      'in_class_quota',
      { course_slug: 'psw', subscription_id: 5, content_id: 9 },
      '/program-journey/room/psw/5/9',
    ],
    ['quota', { course_slug: 'psw', subscription_id: 5, content_id: 9 }, '/program-journey/room/psw/5/9'],
    ['quiz', { course_slug: 'psw', subscription_id: 5, attempt_id: 77 }, '/program-journey/assessment/77'],
    ['support', { support_request_id: 4 }, '/support/4'],
    ['live_session', { status: 'scheduled' }, '/live-connect?status=ongoing'],
    ['document_verification', { document_type: 'institute' }, '/document?type=institute'],
    ['transaction', { transaction_status: 'pending' }, '/payment-details?tab=pending'],
    ['installment', { due_status: 'due' }, '/payment-details?tab=pending'],
    ['graduation', { notification_for: 'certificate', certificate_id: 12 }, '/certificate/12'],
    ['graduation', { notification_for: 'transcript', subscription_id: 5 }, '/transcript/5'],
    ['discussion_board', { course_slug: 'psw', subscription_id: 5, thread_id: 3 }, '/forum/3'],
  ])('opens a %s notification’s page (%o): %s', async (type, route_params, expected) => {
    expect(notificationPath({ type, route_params })).toBe(expected);
    mockNotificationsApi({ items: [notification(1, { type, route_params })] });
    const { router } = renderWithProviders(<NotificationBell />, '/profile');
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: /Message 1/ }));
    const { pathname, search } = router.state.location;
    expect(pathname + search).toBe(expected);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads the page again when the notification opens the page already shown', async () => {
    const fetchMock = mockNotificationsApi({
      items: [
        notification(1, { type: 'discussion_board', route_params: { thread_id: 3 } }, { is_read: true }),
      ],
    });
    const { router } = renderWithProviders(<NotificationBell />, '/forum/3');
    const { user, panel } = await openPanel();
    const before = countRequests(fetchMock);
    await user.click(within(panel).getByRole('button', { name: /Message 1/ }));
    expect(router.state.location.pathname).toBe('/forum/3');
    await waitFor(() => expect(countRequests(fetchMock)).toBe(before + 1));
  });

  it('says ‘Failed to fetch notifications’ when the list fails, with a way to try again', async () => {
    mockNotificationsApi({ list: () => jsonResponse({}, 500) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await screen.findAllByText('Failed to fetch notifications')).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says ‘Failed to fetch total unseen count’ when the count fails', async () => {
    mockNotificationsApi({
      overrides: { '/api/v1/notifications/unseen-count/': () => jsonResponse({}, 500) },
    });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByText('Failed to fetch total unseen count')).toBeInTheDocument();
  });

  describe('live', () => {
    it('opens one stream for the signed-in student and closes it when the bell goes', async () => {
      mockNotificationsApi();
      const { unmount } = renderWithProviders(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      expect(FakeEventSource.instances).toHaveLength(1);
      expect(FakeEventSource.current.url).toBe('/api/v1/notifications/stream/');
      unmount();
      expect(FakeEventSource.instances[0]?.closed).toBe(true);
    });

    it('opens no stream for a visitor', async () => {
      mockApi();
      renderWithProviders(<NotificationBell />);
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(0));
      expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    });

    it('updates the badge from the stream', async () => {
      mockNotificationsApi();
      renderWithProviders(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      FakeEventSource.current.emit('unseen_count', { unseen_count: 7 });
      expect(await findBell('Notifications, 7 unread')).toBeInTheDocument();
    });

    it('shows a new notification’s title and message as a toast while the panel is closed', async () => {
      mockNotificationsApi();
      renderWithProviders(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      const item = notification(
        40,
        { heading: 'Quiz graded', message: '“Check-in” in Digital Literacy was graded: 5/5.' },
        { received_at: NOW.toISOString() },
      );
      FakeEventSource.current.emit('notification', { item, unseen_count: 4 });
      const toast = (await screen.findByText('Quiz graded')).closest('[role="alert"]') as HTMLElement;
      expect(toast).toHaveTextContent('Quiz graded“Check-in” in Digital Literacy was graded: 5/5.');
      expect(await findBell('Notifications, 4 unread')).toBeInTheDocument();
    });

    it('shows no toast over a dialog the student is working in, and counts the notification', async () => {
      mockNotificationsApi();
      renderWithProviders(
        <>
          <NotificationBell />
          <div role="dialog" aria-modal="true" aria-label="Pay $89.00" />
        </>,
      );
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      const item = notification(41, { heading: 'Payment failed' }, { received_at: NOW.toISOString() });
      FakeEventSource.current.emit('notification', { item, unseen_count: 4 });
      expect(await findBell('Notifications, 4 unread')).toBeInTheDocument();
      // once the dialog is done, the next notification shows, and the first never did
      screen.getByRole('dialog').setAttribute('aria-modal', 'false');
      const next = notification(42, { heading: 'Quiz graded' }, { received_at: NOW.toISOString() });
      FakeEventSource.current.emit('notification', { item: next, unseen_count: 5 });
      expect(await screen.findByText('Quiz graded')).toBeInTheDocument();
      expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    });

    it('puts a new notification on top of the open list without reloading it', async () => {
      const fetchMock = mockNotificationsApi();
      renderWithProviders(<NotificationBell />);
      const { panel } = await openPanel();
      const item = notification(40, { heading: 'Quiz graded' }, { received_at: NOW.toISOString() });
      FakeEventSource.current.emit('notification', { item, unseen_count: 4 });
      const today = within(panel).getByRole('list', { name: 'Today' });
      expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('Quiz graded');
      expect(within(panel).getByRole('button', { name: '+22 more' })).toBeInTheDocument();
      expect(await findBell('Notifications, 4 unread')).toBeInTheDocument();
      expect(listQueries(fetchMock)).toHaveLength(1);
      expect(screen.getAllByText('Quiz graded')).toHaveLength(1);
    });

    it('refreshes the reward points when points are earned', async () => {
      mockNotificationsApi();
      const readPoints = vi.fn(() => Promise.resolve(0));
      function PointsProbe() {
        useQuery({ queryKey: [...rewardsQueryKey, 'points'], queryFn: readPoints });
        return null;
      }
      renderWithProviders(
        <>
          <PointsProbe />
          <NotificationBell />
        </>,
      );
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      expect(readPoints).toHaveBeenCalledTimes(1);
      const earned = notification(41, { type: 'reward_points', heading: 'You earned 10 reward points' });
      FakeEventSource.current.emit('notification', { item: earned, unseen_count: 4 });
      await waitFor(() => expect(readPoints).toHaveBeenCalledTimes(2));
    });

    it('fetches the count again after the stream reconnects', async () => {
      const fetchMock = mockNotificationsApi();
      renderWithProviders(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      const before = countRequests(fetchMock);
      FakeEventSource.current.emit('open');
      expect(countRequests(fetchMock)).toBe(before);
      FakeEventSource.current.emit('error');
      FakeEventSource.current.emit('open');
      await waitFor(() => expect(countRequests(fetchMock)).toBe(before + 1));
      await waitFor(() => expect(listQueries(fetchMock)).toEqual([{ offset: '0', limit: '20' }]));
    });

    it('on resync, fetches the count and the first page again, and shows what was missed once', async () => {
      const items = dataset();
      const fetchMock = mockNotificationsApi({ items });
      renderWithProviders(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      // the stream's first event: the newest notification when it opened
      FakeEventSource.current.emit('unseen_count', { unseen_count: 3 }, 25);
      const countsBefore = countRequests(fetchMock);

      // sent while the server heard nothing
      items.unshift(notification(26, { heading: 'Missed while away' }, { received_at: NOW.toISOString() }));
      FakeEventSource.current.emit('resync', {});
      expect(await screen.findByText('Missed while away')).toBeInTheDocument();
      expect(await findBell('Notifications, 4 unread')).toBeInTheDocument();
      expect(countRequests(fetchMock)).toBe(countsBefore + 1);
      expect(listQueries(fetchMock)).toEqual([{ offset: '0', limit: '20' }]);
      // older ones, read or not, were there before the page
      expect(screen.queryByText('Notification 25')).not.toBeInTheDocument();

      FakeEventSource.current.emit('resync', {});
      await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
      await waitFor(() => expect(countRequests(fetchMock)).toBe(countsBefore + 2));
      expect(screen.getAllByText('Missed while away')).toHaveLength(1);
    });

    it('on resync, brings the open list up to date without a toast', async () => {
      const items = dataset();
      mockNotificationsApi({ items });
      renderWithProviders(<NotificationBell />);
      const { panel } = await openPanel();
      FakeEventSource.current.emit('unseen_count', { unseen_count: 3 }, 25);

      items.unshift(notification(26, { heading: 'Missed while away' }, { received_at: NOW.toISOString() }));
      items.find((item) => item.id === 25)!.is_read = true;
      FakeEventSource.current.emit('resync', {});
      const today = within(panel).getByRole('list', { name: 'Today' });
      await waitFor(() =>
        expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('Missed while away'),
      );
      expect(
        within(panel).getByRole('button', { name: 'Mark “Notification 25” as unread' }),
      ).toBeInTheDocument();
      expect(screen.getAllByText('Missed while away')).toHaveLength(1);
    });
  });

  describe('email preferences', () => {
    const preferences = { email_types: ['payment', 'graduation'] };

    it('shows the saved choice and saves a change', async () => {
      const fetchMock = mockNotificationsApi({
        overrides: {
          '/api/v1/notifications/email-preferences/': (_url: URL, init?: RequestInit) =>
            jsonResponse(init?.method === 'PUT' ? JSON.parse(String(init.body)) : preferences),
        },
      });
      renderWithProviders(<NotificationBell />);
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('button', { name: 'Email preferences' }));
      const dialog = await screen.findByRole('dialog', { name: 'Email notifications' });
      expect(await within(dialog).findByRole('checkbox', { name: 'Payment' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Graduation' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Quiz' })).not.toBeChecked();
      expect(within(dialog).getAllByRole('checkbox')).toHaveLength(18);

      await user.click(within(dialog).getByRole('checkbox', { name: 'Quiz' }));
      await user.click(within(dialog).getByRole('checkbox', { name: 'Payment' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Your email preferences are saved.')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Email notifications' })).not.toBeInTheDocument(),
      );
      const saved = requestsTo(fetchMock, '/api/v1/notifications/email-preferences/').filter(Boolean);
      expect(saved).toEqual([{ email_types: ['graduation', 'quiz'] }]);
    });

    it('says so when saving fails, and keeps the dialog open', async () => {
      mockNotificationsApi({
        overrides: {
          '/api/v1/notifications/email-preferences/': (_url: URL, init?: RequestInit) =>
            init?.method === 'PUT' ? jsonResponse({}, 500) : jsonResponse(preferences),
        },
      });
      renderWithProviders(<NotificationBell />);
      const { user, panel } = await openPanel();
      await user.click(within(panel).getByRole('button', { name: 'Email preferences' }));
      const dialog = await screen.findByRole('dialog', { name: 'Email notifications' });
      await within(dialog).findByRole('checkbox', { name: 'Payment' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Your email preferences could not be saved. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Email notifications' })).toBeInTheDocument();
    });
  });
});
