import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { invalidateRewards } from '../api/reward-keys';
import { siteConfig } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo, signedIn } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { gamificationOn, rewardData } from '../rewards-test-data';
import { RewardButton } from './reward-button';

const pointsPath = '/api/v1/gamification/points/';

async function openPopover() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /^Your rewards/ }));
  return { user, popover: await screen.findByRole('dialog', { name: 'Your rewards' }) };
}

describe('the reward button', () => {
  it('shows the points, and opens the level, points, points to the next level and Know More', async () => {
    mockApi({ ...gamificationOn, [pointsPath]: rewardData });
    renderWithProviders(<RewardButton />);
    const button = await screen.findByRole('button', { name: 'Your rewards: 120 points' });
    expect(button).toHaveTextContent('120');

    const { user, popover } = await openPopover();
    expect(within(popover).getByText('Silver')).toBeInTheDocument();
    expect(popover.querySelector('img[src="/api/v1/media/levels/silver.png"]')).not.toBeNull();
    expect(within(popover).getByText('120 points')).toBeInTheDocument();
    expect(within(popover).getByText('80 more points to reach the next level')).toBeInTheDocument();
    const knowMore = within(popover).getByRole('link', { name: 'Know More' });
    expect(knowMore).toHaveAttribute('href', '/learning-level');
    await user.click(knowMore);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so at the top level', async () => {
    mockApi({
      ...gamificationOn,
      [pointsPath]: {
        points: 1250,
        level: { name: 'Platinum', lang: 'en', level_image: null },
        points_needed_for_next_level: 0,
      },
    });
    renderWithProviders(<RewardButton />);
    expect(await screen.findByRole('button', { name: 'Your rewards: 1,250 points' })).toBeInTheDocument();
    const { popover } = await openPopover();
    expect(within(popover).getByText('Platinum')).toBeInTheDocument();
    expect(within(popover).getByText('You have reached the top level!')).toBeInTheDocument();
    expect(within(popover).queryByText(/more points? to reach/)).not.toBeInTheDocument();
  });

  it('shows the spec’s empty text with 0 points, even on a first level starting at 0, still linking to Know More', async () => {
    mockApi({
      ...gamificationOn,
      [pointsPath]: {
        points: 0,
        level: { name: 'Explorer', lang: 'en', level_image: null },
        points_needed_for_next_level: 50,
      },
    });
    renderWithProviders(<RewardButton />);
    const { popover } = await openPopover();
    expect(
      within(popover).getByText(
        'You have 0 reward points. Subscribe to programs to get rewards and level up!',
      ),
    ).toBeInTheDocument();
    expect(within(popover).queryByText('Explorer')).not.toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Know More' })).toHaveAttribute(
      'href',
      '/learning-level',
    );
  });

  it('speaks French, with French number and plural forms', async () => {
    await changeLanguage('fr-CA', false);
    mockApi({
      ...gamificationOn,
      [pointsPath]: { ...rewardData, points: 1250, points_needed_for_next_level: 1 },
    });
    renderWithProviders(<RewardButton />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Vos récompenses/ }));
    const popover = await screen.findByRole('dialog', { name: 'Vos récompenses' });
    expect(within(popover).getByText(/^1\s250 points$/)).toBeInTheDocument();
    expect(within(popover).getByText('Encore 1 point pour atteindre le niveau suivant')).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'En savoir plus' })).toBeInTheDocument();
  });

  it('uses the site’s reward icon when it has one', async () => {
    mockApi({
      ...gamificationOn,
      '/api/v1/site-config/': { ...siteConfig, gamification_reward_icon: '/api/v1/media/coin.svg' },
      [pointsPath]: rewardData,
    });
    renderWithProviders(<RewardButton />);
    const button = await screen.findByRole('button', { name: 'Your rewards: 120 points' });
    await waitFor(() => expect(button.querySelector('img[src="/api/v1/media/coin.svg"]')).not.toBeNull());
  });

  it('is not shown, and asks nothing, when the institute does not allow gamification', async () => {
    const fetchMock = mockApi({ '/api/auth/get-session': signedIn, [pointsPath]: rewardData });
    const { container } = renderWithProviders(<RewardButton />);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/institute/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(requestsTo(fetchMock, pointsPath)).toHaveLength(0);
  });

  it('is not shown to a visitor who is not signed in', async () => {
    const fetchMock = mockApi({ ...gamificationOn, '/api/auth/get-session': null, [pointsPath]: rewardData });
    const { container } = renderWithProviders(<RewardButton />);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/auth/get-session')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(requestsTo(fetchMock, pointsPath)).toHaveLength(0);
  });

  it('only logs a failed load, and shows nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...gamificationOn, [pointsPath]: () => jsonResponse({ detail: 'Boom' }, 500) });
    const { container } = renderWithProviders(<RewardButton />);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('The reward points could not be loaded', expect.anything()),
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the points again when the rewards are invalidated', async () => {
    let points = 120;
    mockApi({ ...gamificationOn, [pointsPath]: () => jsonResponse({ ...rewardData, points }) });
    function Refresh() {
      const queryClient = useQueryClient();
      return <button onClick={() => void invalidateRewards(queryClient)}>Refresh</button>;
    }
    renderWithProviders(
      <>
        <RewardButton />
        <Refresh />
      </>,
    );
    await screen.findByRole('button', { name: 'Your rewards: 120 points' });
    points = 130;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Your rewards: 130 points' })).toBeInTheDocument();
  });
});
