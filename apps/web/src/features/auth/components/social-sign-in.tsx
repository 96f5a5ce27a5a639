import type { TSignInProvider } from '@portal/contract';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../institute/api/get-site-config';
import { useSignInSocial } from '../api/sign-in-social';
import { authPagePath, type AuthParams } from '../hooks/use-auth-params';
import { FormError } from './form-error';

const PROVIDER_NAMES: Record<TSignInProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Only the providers the school configured; none at all in the sandbox. */
export function SocialSignIn({ params }: { params: AuthParams }) {
  const { t } = useTranslation();
  const { data: site } = useSiteConfig();
  const signIn = useSignInSocial();
  const providers = site?.sign_in_providers ?? [];
  if (providers.length === 0) return null;
  // the provider sends the student back here; this page then finishes, in the pop-up or on the page
  const callbackURL = authPagePath('/auth/login-unprotected', params);
  return (
    <>
      <FormError error={signIn.error} />
      <Stack spacing={1.5}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outlined"
            size="large"
            fullWidth
            loading={signIn.isPending && signIn.variables?.provider === provider}
            disabled={signIn.isPending}
            onClick={() => signIn.mutate({ provider, callbackURL })}
          >
            {t('auth.signIn.withProvider', { provider: PROVIDER_NAMES[provider] })}
          </Button>
        ))}
      </Stack>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('auth.signIn.or')}</Divider>
    </>
  );
}
