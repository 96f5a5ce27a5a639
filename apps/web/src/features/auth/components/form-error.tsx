import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { localContractMessage } from '../../../lib/contract-messages';

// codes whose server message the portal says in the reader's language; others show as the server says
const TRANSLATED_CODES = { INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials' } as const;

/** What to tell the student about a failed sign-in call. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('auth.errors.generic');
  if (error.status === 0) return t('auth.errors.network');
  const key = error.code ? TRANSLATED_CODES[error.code as keyof typeof TRANSLATED_CODES] : undefined;
  if (key) return t(key);
  // the server's own words, in the reader's language when the contract has them (an account locked)
  const message = error.detail ?? error.nonFieldErrors[0];
  return message ? localContractMessage(message, t) : t('auth.errors.generic');
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
