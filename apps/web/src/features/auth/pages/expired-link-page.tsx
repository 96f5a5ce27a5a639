import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { StatusScreen } from '../../../components/status-screen';
import { useCurrentUser } from '../api/get-current-user';
import { loginPath, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { emailVerificationRequestFor, useSendEmailVerification } from '../api/send-email-verification';
import { FormError } from '../components/form-error';

const REASON_KEYS = {
  TOKEN_EXPIRED: 'auth.expiredLink.expired',
  LINK_ALREADY_USED: 'auth.expiredLink.used',
} as const;

/**
 * `/expire-link?reason=…`: a mailed link that no longer works, and the way to a new one. A signed-in
 * student still to verify gets a new link at once; anyone else signs in (which leads to the verify
 * prompt) or asks for a password link.
 */
export function ExpiredLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const { data: me } = useCurrentUser();
  const send = useSendEmailVerification();
  usePageTitle(t('pages.expiredLink.title'));

  const reason = params.get('reason') ?? '';
  const reasonKey = REASON_KEYS[reason as keyof typeof REASON_KEYS] ?? 'auth.expiredLink.unknown';
  const unverified =
    Boolean(session) && (!session?.user.emailVerified || me?.profile.email_verified === false);

  const actions = unverified ? (
    <Button
      variant="contained"
      loading={send.isPending}
      disabled={!me}
      onClick={() => me && send.mutate(emailVerificationRequestFor(me, false))}
    >
      {t('auth.expiredLink.sendNew')}
    </Button>
  ) : (
    <>
      {!session && (
        <Button component={RouterLink} to={loginPath('/dashboard')} variant="contained">
          {t('auth.expiredLink.signIn')}
        </Button>
      )}
      <Button component={RouterLink} to="/auth/reset-password" variant="outlined">
        {t('auth.expiredLink.forgotPassword')}
      </Button>
    </>
  );

  return (
    <StatusScreen
      icon={<LinkOffIcon />}
      title={t('pages.expiredLink.title')}
      text={
        <>
          {t(reasonKey)} {unverified ? t('auth.expiredLink.sendNewHint') : t('auth.expiredLink.signInHint')}
        </>
      }
      actions={actions}
    >
      {send.isSuccess && (
        <Alert severity="success" sx={{ textAlign: 'left', mb: 2 }}>
          {send.data.message}
        </Alert>
      )}
      <FormError error={send.error} />
    </StatusScreen>
  );
}
