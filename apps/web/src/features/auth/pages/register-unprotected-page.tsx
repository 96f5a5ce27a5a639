import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { AuthCard } from '../components/auth-card';
import { CheckEmail } from '../components/check-email';
import { SignUpForm } from '../components/sign-up-form';
import { useAuthParams } from '../hooks/use-auth-params';
import { useFinishSignIn, useFreshSession } from '../hooks/use-sign-in-popup';

/** `/auth/register-unprotected?popup=1&redirect=…`: the sign-up form, then 'Check your email'. */
export function RegisterUnprotectedPage() {
  const { t } = useTranslation();
  const params = useAuthParams();
  const { session, checked } = useFreshSession();
  const finish = useFinishSignIn(params);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (session) finish();
  }, [session, finish]);

  if (sentTo) {
    return (
      <AuthCard title={t('auth.signUp.checkEmailTitle')}>
        <CheckEmail email={sentTo} popup={params.popup} />
      </AuthCard>
    );
  }
  if (!checked || session) return <LoadingScreen />;
  return (
    <AuthCard
      title={t('pages.registerUnprotected.title')}
      subtitle={t('pages.registerUnprotected.description')}
    >
      <SignUpForm params={params} onSignedUp={setSentTo} />
    </AuthCard>
  );
}
