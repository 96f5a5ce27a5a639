import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { getSessionQueryOptions } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { authPagePath, useAuthParams } from '../hooks/use-auth-params';
import { isSignedInMessage, openSignInPopup, useFreshSession } from '../hooks/use-sign-in-popup';

type Mode = 'login' | 'register';

const FORM_PATHS: Record<Mode, string> = {
  login: '/auth/login-unprotected',
  register: '/auth/register-unprotected',
};

/**
 * `/auth/login` and `/auth/register`: a signed-in student goes straight on to `redirect`; anyone else
 * gets the sign-in form in a pop-up window, with this page as the way back and the fallbacks.
 */
export function SignInLauncher({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { redirect } = useAuthParams();
  const { session, checked, refetch } = useFreshSession();
  const [blocked, setBlocked] = useState(false);
  const opened = useRef(false);
  const title = mode === 'login' ? t('pages.login.title') : t('pages.register.title');
  usePageTitle(title);

  const popupUrl = authPagePath(FORM_PATHS[mode], { popup: true, redirect });
  const pagePath = authPagePath(FORM_PATHS[mode], { popup: false, redirect });
  const mustSignIn = checked && !session;

  useEffect(() => {
    if (!mustSignIn || opened.current) return;
    opened.current = true;
    const popup = openSignInPopup(popupUrl);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser answers window.open only once asked
    if (!popup) setBlocked(true);
  }, [mustSignIn, popupUrl]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isSignedInMessage(event)) return;
      // the session the pop-up started is this window's too; once it is in, the render goes on to `redirect`
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
    };
    // a student who signed in elsewhere (the mailed link, another tab) comes back to this window
    const onFocus = () => void refetch();
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', onFocus);
    };
  }, [queryClient, refetch]);

  if (!checked) return <LoadingScreen />;
  if (session) return <Navigate to={redirect} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 48 } }}>
            <OpenInNewIcon />
          </Box>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Alert severity="info" sx={{ textAlign: 'left', mb: 3 }}>
            {mode === 'login' ? t('pages.login.popup') : t('auth.popup.registerMessage')}
          </Alert>
          {blocked && (
            <Alert severity="warning" sx={{ textAlign: 'left', mb: 3 }}>
              {t('auth.popup.blocked')}
            </Alert>
          )}
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            {blocked && (
              <Button
                variant="contained"
                size="large"
                startIcon={<OpenInNewIcon />}
                onClick={() => setBlocked(!openSignInPopup(popupUrl))}
              >
                {mode === 'login' ? t('auth.popup.open') : t('auth.popup.openRegister')}
              </Button>
            )}
            <Button component={RouterLink} to={pagePath} variant={blocked ? 'text' : 'outlined'}>
              {mode === 'login' ? t('auth.popup.samePage') : t('auth.popup.samePageRegister')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
