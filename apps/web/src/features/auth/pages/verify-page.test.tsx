import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, signedIn } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

describe('the verification link', () => {
  it('signs the student in and opens the dashboard', async () => {
    let session: typeof signedIn | null = null;
    const fetchMock = mockApi({
      '/api/auth/get-session': () => jsonResponse(session),
      '/api/auth/verify-email': (url: URL) => {
        session = url.searchParams.get('token') === 'good' ? signedIn : null;
        return jsonResponse({ status: true });
      },
    });
    const { router } = renderRoutes('/auth/verify?token=good');
    expect(await screen.findByRole('heading', { name: 'My Programs', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const verifyCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('verify-email'));
    expect(verifyCalls).toHaveLength(1);
    expect(String(verifyCalls[0]![0])).toBe('/api/auth/verify-email?token=good');
  });

  it.each(['TOKEN_EXPIRED', 'INVALID_TOKEN', 'LINK_ALREADY_USED'])(
    'leads to /expire-link when the server answers %s',
    async (code) => {
      mockApi({ '/api/auth/verify-email': () => jsonResponse({ code, message: code.toLowerCase() }, 401) });
      const { router } = renderRoutes('/auth/verify?token=spent');
      await waitFor(() => expect(router.state.location.pathname).toBe('/expire-link'));
      expect(router.state.location.search).toBe(`?reason=${code}`);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This link can’t be used');
    },
  );

  it('treats a link without a token as invalid, without calling the server', async () => {
    const fetchMock = mockApi();
    const { router } = renderRoutes('/auth/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expire-link'));
    expect(router.state.location.search).toBe('?reason=INVALID_TOKEN');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('verify-email'))).toBe(false);
  });
});
