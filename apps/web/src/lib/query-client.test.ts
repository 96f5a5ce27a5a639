import { dehydrate, hydrate, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '../ssr/hydrating';
import { createQueryClient } from './query-client';

afterEach(() => setHydrating(false));

/** A query answered when the server painted the page, as the data block hands it over. */
function paintedClient() {
  const painter = createQueryClient({ server: true });
  painter.setQueryData(['content', 601], { id: 601 });
  const client = createQueryClient();
  hydrate(client, dehydrate(painter));
  return client;
}

describe('data painted with the page', () => {
  it('is not asked for again as the app takes the page over, however short its staleTime', () => {
    const client = paintedClient();
    const fetched = vi.fn(async () => ({ id: 601 }));
    setHydrating(true);
    const observer = new QueryObserver(client, {
      queryKey: ['content', 601],
      queryFn: fetched,
      staleTime: 0,
    });
    const stop = observer.subscribe(() => {});
    expect(fetched).not.toHaveBeenCalled();
    stop();

    // opened again afterwards, the item is fetched afresh
    setHydrating(false);
    const again = new QueryObserver(client, { queryKey: ['content', 601], queryFn: fetched, staleTime: 0 });
    const stopAgain = again.subscribe(() => {});
    expect(fetched).toHaveBeenCalledTimes(1);
    stopAgain();
  });
});
