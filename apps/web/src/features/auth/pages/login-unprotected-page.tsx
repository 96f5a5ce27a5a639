import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { useAuthParams } from '../hooks/use-auth-params';
import { useFinishSignIn, useFreshSession } from '../hooks/use-sign-in-popup';

/**
 * `/auth/login-unprotected?popup=1&redirect=…`: the sign-in form, in the pop-up or on a full page.
 * Whenever a session is there (signed in here, or back from a social provider), it finishes.
 */
export function LoginUnprotectedPage() {
  const { t } = useTranslation();
  const params = useAuthParams();
  const { session, checked } = useFreshSession();
  const finish = useFinishSignIn(params);

  useEffect(() => {
    if (session) finish();
  }, [session, finish]);

  if (!checked || session) return <LoadingScreen />;
  return (
    <AuthCard title={t('pages.loginUnprotected.title')} subtitle={t('pages.loginUnprotected.description')}>
      <SignInForm params={params} />
    </AuthCard>
  );
}
