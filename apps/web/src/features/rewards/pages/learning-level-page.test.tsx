import { GAMIFICATION_OFF_MESSAGE } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOf } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { changeLanguage } from '../../../i18n/i18n';
import { renderRoutes } from '../../../test/render';
import { subscription } from '../../../test/subscription-fixtures';
import { setViewport } from '../../../test/viewport';
import { gamificationOn, historyEntries, levels } from '../rewards-test-data';

const levelsPath = '/api/v1/gamification/levels/';
const historyPath = '/api/v1/gamification/history/';

/** 12 entries, served 10 at a time as the page asks. */
function pagedHistory(total = 12) {
  const all = historyEntries(total);
  return (url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return jsonResponse({
      count: all.length,
      next: offset + limit < all.length ? `${url.origin}${url.pathname}?offset=${offset + limit}` : null,
      previous: null,
      results: all.slice(offset, offset + limit),
    });
  };
}

function mockRewards(overrides: Record<string, unknown> = {}) {
  return mockApi({
    ...gamificationOn,
    '/api/v1/subscriptions/': listOf([subscription]),
    [levelsPath]: { points: 120, levels },
    [historyPath]: pagedHistory(),
    ...overrides,
  });
}

describe('the learning level page', () => {
  afterEach(() => setViewport(1024));

  it('marks level names the school gave only in English inside a French page', async () => {
    await changeLanguage('fr-CA', false);
    mockRewards();
    renderRoutes('/learning-level');
    expect(await screen.findByRole('heading', { name: 'Silver', level: 2 })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Bronze', level: 3 })).toHaveAttribute('lang', 'en');
    const gold = screen.getByText('Gold', { selector: 'span' });
    expect(gold).toHaveAttribute('lang', 'en');
    expect(gold.parentElement).toHaveTextContent('Encore 80 points pour atteindre Gold');
  });

  it('shows the points, the current level with its image and the progress to the next level', async () => {
    mockRewards();
    const { container } = renderRoutes('/learning-level');
    expect(await screen.findByRole('heading', { name: 'Silver', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Learning Levels', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('120 points')[0]).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    // Silver starts at 100, Gold at 200
    expect(progress).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByText('Gold', { selector: 'span' }).parentElement).toHaveTextContent(
      '80 more points to reach Gold',
    );
    expect(container.querySelectorAll('img[src="/api/v1/media/levels/silver.png"]').length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(document.title).toBe('Learning Levels | Maple Leaf College'));
  });

  it('lists every level lowest first, marking the reached ones, the current one and the locked ones', async () => {
    mockRewards({
      [levelsPath]: { points: 120, levels: [levels[2], levels[0], levels[3], levels[1]] },
    });
    renderRoutes('/learning-level');
    const section = await screen.findByRole('region', { name: 'All levels' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
    ]);
    expect(within(cards[0]!).getByText('Reached')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('From 50 points')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Current level')).toBeInTheDocument();
    expect(cards[1]).toHaveAttribute('aria-current', 'step');
    expect(cards.filter((card) => card.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(cards[2]!).getByText('Locked')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Locked')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('From 400 points')).toBeInTheDocument();
  });

  it('says so at the top level', async () => {
    const top = levels.map((level) => ({ ...level, reached: true, current: level.id === 4 }));
    mockRewards({ [levelsPath]: { points: 450, levels: top } });
    renderRoutes('/learning-level');
    expect(await screen.findByRole('heading', { name: 'Platinum', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('You have reached the top level!')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('shows the points history a page at a time, with the reason in words and a link to the program', async () => {
    const fetchMock = mockRewards();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/learning-level');
    const section = await screen.findByRole('region', { name: 'Points history' });
    expect(await within(section).findByText('Lesson 1')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);

    const first = within(section).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('+10 points')).toBeInTheDocument();
    expect(within(first).getByText('Mar 10, 2026 · Content completed')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Lesson 1' })).toHaveAttribute(
      'href',
      '/program-journey/room/personal-support-worker/301',
    );
    const second = within(section).getAllByRole('listitem')[1]!;
    expect(within(second).getByText('Mar 10, 2026 · Quiz passed')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('Lesson 12')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(12);
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const offsets = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === historyPath)
      .map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '10']);
  });

  it('shows the spec’s empty text when the student has 0 points, and still lists the levels', async () => {
    const fetchMock = mockRewards({
      [levelsPath]: {
        points: 0,
        levels: levels.map((level) => ({ ...level, reached: false, current: false })),
      },
      [historyPath]: pagedHistory(0),
    });
    renderRoutes('/learning-level');
    expect(
      await screen.findByText('You have 0 reward points. Subscribe to programs to get rewards and level up!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Programs' })).toHaveAttribute('href', '/programs');
    expect(screen.queryByRole('progressbar', { name: 'Progress to the next level' })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'All levels' });
    expect(within(section).getAllByText('Locked')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Points history' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, historyPath)).toHaveLength(0);
  });

  it('is not available, and asks nothing, when the institute does not allow gamification', async () => {
    const fetchMock = mockApi({ '/api/auth/get-session': signedIn, [levelsPath]: { points: 120, levels } });
    renderRoutes('/learning-level');
    expect(await screen.findByText('Rewards are not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Programs' })).toHaveAttribute('href', '/dashboard');
    expect(requestsTo(fetchMock, levelsPath)).toHaveLength(0);
  });

  it('is not available when the server answers that gamification is off', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockRewards({ [levelsPath]: () => jsonResponse({ detail: GAMIFICATION_OFF_MESSAGE }, 404) });
    renderRoutes('/learning-level');
    expect(await screen.findByText('Rewards are not available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'All levels' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('offers to try again after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockRewards({
      [levelsPath]: () =>
        ++calls === 1 ? jsonResponse({ detail: 'Boom' }, 500) : jsonResponse({ points: 120, levels }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes('/learning-level');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Silver', level: 2 })).toBeInTheDocument();
  });

  it.each([
    [360, 'repeat(2, minmax(0, 1fr))'],
    [1280, 'repeat(4, minmax(0, 1fr))'],
  ])('lays the level cards out for a %ipx screen', async (width, columns) => {
    setViewport(width);
    mockRewards();
    renderRoutes('/learning-level');
    const section = await screen.findByRole('region', { name: 'All levels' });
    expect(getComputedStyle(within(section).getByRole('list')).gridTemplateColumns).toBe(columns);
  });
});
