import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import type { TCurrentUser, TSession } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../components/status-screen';
import { currentUserQueryKey, useCurrentUser } from '../api/get-current-user';
import { getSessionQueryOptions, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  emailVerificationRequestFor,
  sendEmailVerification,
  useSendEmailVerification,
} from '../api/send-email-verification';
import { FormError } from './form-error';

const remembered = new Set<string>();

/** Whether this session already asked for its one automatic mail; sessionStorage survives a reload. */
function claimAutomaticMail(sessionId: string): boolean {
  const key = `portal.verification-mail.${sessionId}`;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    // storage blocked: remember for as long as this page lives
    if (remembered.has(key)) return false;
    remembered.add(key);
    return true;
  }
}

/** Once per session, the portal asks for a verification mail by itself (spec 4, Email verification). */
function useAutomaticVerificationMail(session: TSession | null | undefined, me: TCurrentUser | undefined) {
  const sessionId = session?.session.id;
  useEffect(() => {
    if (!sessionId || !me || me.profile.email_verified) return;
    if (!claimAutomaticMail(sessionId)) return;
    // a failure is only logged, as the spec has it; the student can still resend by hand
    sendEmailVerification(emailVerificationRequestFor(me, true)).catch((error: unknown) =>
      console.warn('The automatic verification email was not sent', error),
    );
  }, [sessionId, me]);
}

/** What the auth guard shows a signed-in student whose email is not verified yet. */
export function VerifyEmailPrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const { data: me } = useCurrentUser();
  const resend = useSendEmailVerification();
  const [retrying, setRetrying] = useState(false);
  usePageTitle(t('auth.verifyPrompt.title'));
  useAutomaticVerificationMail(session, me);

  const email = me?.email ?? session?.user.email ?? '';

  const retryLogin = async () => {
    setRetrying(true);
    await Promise.all([
      queryClient.refetchQueries({ queryKey: getSessionQueryOptions().queryKey }),
      queryClient.refetchQueries({ queryKey: currentUserQueryKey }),
    ]);
    window.location.reload();
  };

  return (
    <StatusScreen
      icon={<MarkEmailUnreadOutlinedIcon />}
      title={t('auth.verifyPrompt.title')}
      text={
        <Trans
          i18nKey="auth.verifyPrompt.text"
          values={{ email }}
          components={{
            strong: <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }} />,
          }}
        />
      }
      actions={
        <>
          <Button
            variant="contained"
            loading={resend.isPending}
            disabled={!me}
            onClick={() => me && resend.mutate(emailVerificationRequestFor(me, false))}
          >
            {t('auth.verifyPrompt.resend')}
          </Button>
          <Button variant="outlined" loading={retrying} onClick={() => void retryLogin()}>
            {t('auth.verifyPrompt.retry')}
          </Button>
        </>
      }
    >
      {resend.isSuccess && (
        <Alert severity="success" sx={{ textAlign: 'left', mb: 2 }}>
          {resend.data.message}
        </Alert>
      )}
      <FormError error={resend.error} />
    </StatusScreen>
  );
}
