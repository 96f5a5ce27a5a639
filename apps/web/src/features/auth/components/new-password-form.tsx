import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-errors';
import { useResetPassword } from '../api/reset-password';
import { expiredLinkPath } from '../hooks/use-auth-params';
import { FormError } from './form-error';
import { PasswordFields, passwordSchema, passwordsMatch } from './password-fields';

type NewPasswordFormProps = { token: string; onDone: () => void };

/** The new password from a mailed link; a spent or expired link leads to `/expire-link`. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<unknown>(null);
  const schema = useMemo(
    () => z.object({ password: passwordSchema(t), confirmPassword: z.string() }).refine(...passwordsMatch(t)),
    [t],
  );
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ newPassword: password, token });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        void navigate(expiredLinkPath(error), { replace: true });
      } else if (isApiError(error) && error.code?.includes('PASSWORD') && error.detail) {
        const message = apiErrorText(error, t) ?? error.detail;
        setError('password', { message }, { shouldFocus: true });
      } else {
        setFormError(error);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormError error={formError} />
      <Stack spacing={2.5}>
        <PasswordFields control={control} passwordLabel={t('auth.newPassword')} />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending} fullWidth>
          {t('auth.newPasswordForm.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
