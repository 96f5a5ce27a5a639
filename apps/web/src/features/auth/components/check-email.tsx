import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { FormError } from './form-error';

type CheckEmailProps = { email: string; popup: boolean };

/** After sign-up, under the heading 'Check your email': the mailed link also signs the student in. */
export function CheckEmail({ email, popup }: CheckEmailProps) {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 56 } }}>
        <MarkEmailReadOutlinedIcon />
      </Box>
      <Typography sx={{ mb: 1 }}>
        <Trans
          i18nKey="auth.signUp.checkEmailText"
          values={{ email }}
          components={{ strong: <Box component="strong" sx={{ overflowWrap: 'anywhere' }} /> }}
        />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('auth.signUp.expires')}</Typography>
      {resend.isSuccess && (
        <Alert severity="success" sx={{ mb: 2, textAlign: 'left' }}>
          {t('auth.signUp.sentAgain')}
        </Alert>
      )}
      <FormError error={resend.error} />
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth.signUp.notReceived')}
        </Typography>
        <Button variant="outlined" loading={resend.isPending} onClick={() => resend.mutate(email)}>
          {t('auth.signUp.sendAgain')}
        </Button>
        {popup && (
          <Button color="inherit" onClick={() => window.close()}>
            {t('auth.signUp.closeWindow')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
