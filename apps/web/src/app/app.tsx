import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getInstituteQueryOptions } from '../features/institute/api/get-institute';
import { getSiteConfigQueryOptions } from '../features/institute/api/get-site-config';
import { getSessionQueryOptions } from '../lib/session';
import { AppProviders } from './providers';

/** Every page shows the institute and who is signed in: asked for at once, while the page's code loads. */
export function prefetchFrameData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(getSessionQueryOptions()),
    queryClient.prefetchQuery(getInstituteQueryOptions()),
    queryClient.prefetchQuery(getSiteConfigQueryOptions()),
  ]);
}

/** The whole app; the browser and the server's first paint give it their own router and query client. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
