import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkErrorScreen } from '../components/chunk-error-screen';
import { NotFoundView, ServerErrorView } from '../components/error-views';
import { isChunkLoadError } from '../lib/chunk-load';

/** Every route's errorElement: a page that failed to load offers Reload; anything else is the 500 screen. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorScreen timedOut={error.timedOut} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV) console.error(error);
  return <ServerErrorView />;
}
