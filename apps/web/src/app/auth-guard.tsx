import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { lazyComponent } from '../lib/lazy-component';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { loginPath, useSession } from '../lib/session';

// only an unverified student needs it, so it stays out of every other page's download
const VerifyEmailPrompt = lazyComponent(
  'VerifyEmailPrompt',
  () => import('../features/auth/components/verify-email-prompt'),
  (m) => m.VerifyEmailPrompt,
);

/**
 * Login-required routes: a progress indicator while the session loads, the sign-in page without one,
 * and the verify-your-email prompt instead of the page while the student's email is not verified.
 */
export function AuthGuard() {
  const { data: session, isPending } = useSession();
  const { data: me } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!session) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  if (!session.user.emailVerified || me?.profile.email_verified === false) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <VerifyEmailPrompt />
      </Suspense>
    );
  }
  return <Outlet />;
}
