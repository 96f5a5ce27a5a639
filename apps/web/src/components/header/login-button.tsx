import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginPath } from '../../lib/session';

/** Login/Signup: after signing in, the student lands on the dashboard. */
export function LoginButton(props: Omit<ButtonProps<typeof RouterLink>, 'component' | 'to'>) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={loginPath('/dashboard')} variant="contained" {...props}>
      {t('nav.loginSignup')}
    </Button>
  );
}
