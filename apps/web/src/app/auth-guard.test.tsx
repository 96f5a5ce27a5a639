import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedIn } from '../test/mock-api';
import { renderRoutes } from '../test/render';

describe('the auth guard', () => {
  it('sends a visitor without a session to sign in, remembering where they were going', async () => {
    mockApi({ '/api/auth/get-session': null });
    const { router } = renderRoutes('/profile/edit?tab=documents');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/profile/edit?tab=documents',
    );
  });

  it('treats a failing session call as no session', async () => {
    mockApi({ '/api/auth/get-session': () => new Response('oops', { status: 500 }) });
    const { router } = renderRoutes('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=/dashboard');
  });

  it('shows a progress indicator while the session loads', async () => {
    mockApi({ '/api/auth/get-session': () => new Promise<Response>(() => {}) });
    const { router } = renderRoutes('/dashboard');
    // past the router's own first-load fallback, the guard is what shows progress
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Programs' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a signed-in student through', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { name: 'My Programs', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('guards the program journey too', async () => {
    mockApi();
    const { router } = renderRoutes('/program-journey');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=/program-journey');
  });

  it('sends the journey index to the room for a signed-in student', async () => {
    mockApi({ '/api/auth/get-session': signedIn });
    const { router } = renderRoutes('/program-journey');
    expect(await screen.findByRole('heading', { name: 'Course room', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/program-journey/room');
  });
});
