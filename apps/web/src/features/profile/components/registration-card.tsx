import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { useProfile } from '../api/get-profile';
import { RegistrationForm } from './registration-form';

/** The form in its card; once registered, the profile asks for the rest, or the dashboard opens. */
export function RegistrationCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        {profile.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('profile.loadFailed')}
          </Alert>
        ) : !profile.data ? (
          <LoadingScreen />
        ) : (
          <RegistrationForm
            profile={profile.data}
            onRegistered={(complete) => void navigate(complete ? '/dashboard' : '/profile/edit')}
          />
        )}
      </CardContent>
    </Card>
  );
}
