import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { toSupportedLanguage } from '../../../i18n/languages';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-errors';
import { useSignUpEmail } from '../api/sign-up-email';
import { authPagePath, type AuthParams } from '../hooks/use-auth-params';
import { FormError } from './form-error';
import { PasswordFields, passwordSchema, passwordsMatch } from './password-fields';

/** Which field a Better Auth sign-up error belongs to, from its code (`PASSWORD_TOO_SHORT`, `INVALID_EMAIL`). */
function fieldOf(code: string | undefined): 'email' | 'password' | null {
  if (!code) return null;
  if (code.includes('PASSWORD')) return 'password';
  if (code.includes('EMAIL')) return 'email';
  return null;
}

type SignUpFormProps = { params: AuthParams; onSignedUp: (email: string) => void };

export function SignUpForm({ params, onSignedUp }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUpEmail();
  const schema = useMemo(
    () =>
      z
        .object({
          firstName: z.string().trim().min(1, t('auth.validation.required')),
          lastName: z.string().trim().min(1, t('auth.validation.required')),
          email: z.email(t('auth.validation.email')),
          password: passwordSchema(t),
          confirmPassword: z.string(),
        })
        .refine(...passwordsMatch(t)),
    [t],
  );
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  // a field's own error shows under it; anything else shows above the form
  const [formError, setFormError] = useState<unknown>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const email = values.email.trim();
    try {
      await signUp.mutateAsync({
        name: `${values.firstName} ${values.lastName}`,
        email,
        password: values.password,
        first_name: values.firstName,
        last_name: values.lastName,
        language: toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en',
        callbackURL: '/dashboard',
      });
      onSignedUp(email);
    } catch (error) {
      const field = isApiError(error) && error.status === 400 ? fieldOf(error.code) : null;
      if (field && isApiError(error) && error.detail) {
        setError(field, { message: apiErrorText(error, t) ?? error.detail }, { shouldFocus: true });
      } else {
        setFormError(error);
      }
    }
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={submit}>
        <FormError error={formError} />
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField
              control={control}
              name="firstName"
              label={t('auth.firstName')}
              autoComplete="given-name"
              required
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="lastName"
              label={t('auth.lastName')}
              autoComplete="family-name"
              required
              fullWidth
            />
          </Stack>
          <FormTextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
          <PasswordFields control={control} passwordLabel={t('auth.password')} />
          <Button type="submit" variant="contained" size="large" loading={signUp.isPending} fullWidth>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('auth.signUp.haveAccount')}{' '}
        <Link component={RouterLink} to={authPagePath('/auth/login-unprotected', params)}>
          {t('auth.signUp.signIn')}
        </Link>
      </Typography>
    </>
  );
}
