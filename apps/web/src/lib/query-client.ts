import { QueryClient } from '@tanstack/react-query';
import { isHydrating } from '../ssr/hydrating';
import { isApiError } from './api-client';

/**
 * On the server (a page's first paint) a failed call is not tried again: the browser asks once more
 * for whatever the server could not get.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // data painted with the page is not asked for again as the app takes the page over, however short its staleTime
        refetchOnMount: () => !isHydrating(),
        // a 4xx answer will not change on retry; network failures and 5xx get two more tries
        retry: (failureCount, error) => {
          if (server) return false;
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
