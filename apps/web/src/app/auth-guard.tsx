import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { loginPath, useSession } from '../lib/session';

/** Login-required routes: a progress indicator while the session loads, the sign-in page without one. */
export function AuthGuard() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!session) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
