import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { useSignInEmail } from '../api/sign-in-email';
import { authPagePath, type AuthParams } from '../hooks/use-auth-params';
import { FormError } from './form-error';
import { SocialSignIn } from './social-sign-in';

type SignInFormProps = { params: AuthParams };

/** Email and password; the page reacts to the session this starts. */
export function SignInForm({ params }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignInEmail();
  const schema = useMemo(
    () =>
      z.object({
        email: z.email(t('auth.validation.email')),
        password: z.string().min(1, t('auth.validation.required')),
        rememberMe: z.boolean(),
      }),
    [t],
  );
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  return (
    <>
      <SocialSignIn params={params} />
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate({ ...values, email: values.email.trim() }))}
      >
        <FormError error={signIn.error} />
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
          <FormTextField
            control={control}
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
          />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Controller
              control={control}
              name="rememberMe"
              render={({ field: { value, onChange, ...field } }) => (
                <FormControlLabel
                  label={t('auth.rememberMe')}
                  control={
                    <Checkbox
                      {...field}
                      checked={value}
                      onChange={(event) => onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
            <Link component={RouterLink} to={authPagePath('/auth/reset-password', params)} variant="body2">
              {t('auth.signIn.forgotPassword')}
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.signIn.noAccount')}{' '}
        <Link component={RouterLink} to={authPagePath('/auth/register-unprotected', params)}>
          {t('auth.signIn.createAccount')}
        </Link>
      </Typography>
    </>
  );
}
