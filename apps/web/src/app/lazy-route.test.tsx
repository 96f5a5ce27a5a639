import { LIMITS } from '@portal/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render';
import { LoadingScreen } from '../components/loading-screen';
import { ChunkLoadError, importWithTimeout } from '../lib/chunk-load';
import { lazyPage } from './lazy-route';
import { RouteError } from './route-error';

function Loaded() {
  return <h1>Loaded page</h1>;
}

function routesWith(importer: () => Promise<{ Page: typeof Loaded }>) {
  return [
    {
      path: '/',
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      lazy: lazyPage(importer, (m) => m.Page),
    },
  ];
}

describe('importWithTimeout', () => {
  it('gives up with a time-out error after the spec’s 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const outcome = importWithTimeout(() => new Promise(() => {})).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(true);
  });

  it('passes a loaded module through', async () => {
    await expect(importWithTimeout(async () => ({ value: 1 }))).resolves.toEqual({ value: 1 });
  });

  it('wraps a failed import', async () => {
    const error = await importWithTimeout(() => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.timedOut).toBe(false);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('a lazy route', () => {
  it('renders the page once its code arrives', async () => {
    mockApi();
    renderRoutes(
      '/',
      routesWith(async () => ({ Page: Loaded })),
    );
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('offers a Reload button, not a blank page, when its code never arrives', async () => {
    vi.useFakeTimers();
    mockApi();
    renderRoutes(
      '/',
      routesWith(() => new Promise(() => {})),
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(/took too long/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('reloads the page from the Reload button when its code fails to load', async () => {
    mockApi();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderRoutes(
      '/',
      routesWith(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    );
    const button = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByText(/failed to download/)).toBeInTheDocument();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledOnce();
  });
});
