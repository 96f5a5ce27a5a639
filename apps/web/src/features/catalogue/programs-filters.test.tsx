import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';

/** The query of every program list call, as the server received it. */
function listQueries(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/courses/')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('program filters', () => {
  it('filters by kind and by price, keeping both in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi();
    const { router } = renderRoutes('/programs');
    await user.click(await screen.findByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ kind: 'trial' }));
    expect(screen.getByRole('button', { name: 'Free trial' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Up to $500.00');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        kind: 'trial',
        max_price: '50000',
        offset: '0',
        limit: '12',
      }),
    );
    expect(router.state.location.search).toBe('?kind=trial&max_price=500');

    // the chosen kind, chosen again, shows every kind
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).not.toHaveProperty('kind'));
  });

  it('reads the filters of a shared address, and ignores unknown ones', async () => {
    const fetchMock = mockApi();
    renderRoutes('/programs?kind=cohort&max_price=7');
    await screen.findByRole('button', { name: 'Cohorts' });
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ kind: 'cohort', offset: '0', limit: '12' }),
    );
  });

  it('leads from the home page to the programs of a kind', async () => {
    mockApi();
    renderRoutes('/');
    expect(await screen.findByRole('link', { name: 'Free' })).toHaveAttribute('href', '/programs?kind=free');
  });
});
