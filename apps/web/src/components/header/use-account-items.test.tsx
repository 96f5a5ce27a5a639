import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { institute, listOf } from '../../test/fixtures';
import { mockApi, requestsTo, signedIn } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { useAccountItems } from './use-account-items';

function Items() {
  const items = useAccountItems();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key} data-to={item.to}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

describe('the account menu’s links', () => {
  it('leave out Learning Levels when the institute does not allow gamification', async () => {
    const fetchMock = mockApi({ '/api/auth/get-session': signedIn });
    renderWithProviders(<Items />);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/v1/institute/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'My Documents',
      'My Purchases',
    ]);
  });

  it('add Learning Levels, to /learning-level, when it does', async () => {
    mockApi({
      '/api/auth/get-session': signedIn,
      '/api/v1/institute/': listOf([{ ...institute, allow_gamification: true }]),
    });
    renderWithProviders(<Items />);
    expect(await screen.findByText('Learning Levels')).toHaveAttribute('data-to', '/learning-level');
  });
});
