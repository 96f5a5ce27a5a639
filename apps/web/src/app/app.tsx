import { RouterProvider } from 'react-router/dom';
import { getInstituteQueryOptions } from '../lib/institute/get-institute';
import { getSiteConfigQueryOptions } from '../lib/institute/get-site-config';
import { createQueryClient } from '../lib/query-client';
import { getSessionQueryOptions } from '../lib/session';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
// every page shows the institute and who is signed in: asked for now, while the page's own code loads
void queryClient.prefetchQuery(getSessionQueryOptions());
void queryClient.prefetchQuery(getInstituteQueryOptions());
void queryClient.prefetchQuery(getSiteConfigQueryOptions());
const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
