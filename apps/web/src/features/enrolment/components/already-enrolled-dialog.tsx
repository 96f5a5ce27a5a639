import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loginPath, useSession } from '../../../lib/session';

type AlreadyEnrolledDialogProps = { open: boolean; onClose: () => void };

/** The email joined this program before: the program waits under My Programs, once signed in with it. */
export function AlreadyEnrolledDialog({ open, onClose }: AlreadyEnrolledDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: session } = useSession();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('enrolment.alreadyEnrolled.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('messages.subscribe.alreadyEnrolled')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
        {session ? (
          <Button component={RouterLink} to="/dashboard" variant="contained">
            {t('enrolment.alreadyEnrolled.myPrograms')}
          </Button>
        ) : (
          <Button component={RouterLink} to={loginPath('/dashboard')} variant="contained">
            {t('enrolment.alreadyEnrolled.signIn')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
