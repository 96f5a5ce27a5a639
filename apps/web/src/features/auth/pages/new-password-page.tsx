import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { expiredLinkPath } from '../hooks/use-auth-params';

/** `/auth/new-password?token=…`: the forgotten-password link's target. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  if (!token) return <Navigate to={expiredLinkPath(null)} replace />;
  if (done) {
    return (
      <AuthCard title={t('pages.newPassword.title')}>
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('auth.newPasswordForm.done')}
        </Alert>
        <Button
          component={RouterLink}
          to="/auth/login-unprotected?redirect=/dashboard"
          variant="contained"
          size="large"
          fullWidth
        >
          {t('auth.newPasswordForm.signIn')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pages.newPassword.title')} subtitle={t('pages.newPassword.description')}>
      <NewPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthCard>
  );
}
