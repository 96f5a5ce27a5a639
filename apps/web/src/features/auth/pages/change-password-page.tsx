import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChangePasswordButton } from '../../../components/change-password-button';
import { Page } from '../../../components/page';
import { loginPath } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * `/reset-password` (login required): with the mailed `?token=`, the new-password form, after which every
 * session has ended and the student signs in again; without one, the card that mails such a link.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  // the sign-in page asks the server for the session afresh, so it sees this one has ended
  const signInAgain = () => {
    toast.success(t('auth.newPasswordForm.signInAgain'));
    void navigate(loginPath('/dashboard'), { replace: true });
  };

  return (
    <Page title={t('pages.changePassword.title')} maxWidth="sm">
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          {token ? (
            <>
              <Typography sx={{ color: 'text.secondary', mb: 3 }}>
                {t('pages.changePassword.description')}
              </Typography>
              <NewPasswordForm token={token} onDone={signInAgain} />
            </>
          ) : (
            <>
              <Typography sx={{ mb: 3 }}>{t('auth.changePassword.text')}</Typography>
              <ChangePasswordButton />
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
