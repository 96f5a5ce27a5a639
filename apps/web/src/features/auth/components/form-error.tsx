import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-errors';

/** What to tell the student about a failed sign-in call. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('auth.errors.generic');
  if (error.status === 0) return t('auth.errors.network');
  // by its code, never its English words; a code the catalogues do not have reads as a general failure
  return apiErrorText(error, t) ?? t('auth.errors.generic');
}

export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {authErrorMessage(error, t)}
    </Alert>
  );
}
