import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { authPagePath, useAuthParams } from '../hooks/use-auth-params';

/** `/auth/reset-password`: forgot password, without a session; the server's answer never says whether the account exists. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const params = useAuthParams();
  const request = useRequestPasswordReset();
  const schema = useMemo(() => z.object({ email: z.email(t('auth.validation.email')) }), [t]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  return (
    <AuthCard title={t('pages.resetPassword.title')} subtitle={t('pages.resetPassword.description')}>
      {request.isSuccess ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          {request.data.message}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit(({ email }) => request.mutate(email.trim()))}
          sx={{ mb: 3 }}
        >
          <FormError error={request.error} />
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="email"
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              fullWidth
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" loading={request.isPending} fullWidth>
              {t('auth.resetPassword.submit')}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={authPagePath('/auth/login-unprotected', params)}>
          {t('auth.resetPassword.backToSignIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
