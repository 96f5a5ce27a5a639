import { PORTAL_PAGES } from '@portal/contract';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SentenceWithName } from './sentence-with-name';

type SubscriptionSuccessDialogProps = {
  open: boolean;
  subscription: { id: number; course_slug: string; course_name?: string; course_name_lang?: string };
  /** Called as the dialog closes, before the student is taken to the program. */
  onClose?: () => void;
};

/** The button says where it leads from here: into the program, back to it from the room, or just closing. */
function useCloseLabel() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname.startsWith('/program-journey/room')) return t('enrolment.successDialog.backToProgram');
  if (pathname.startsWith('/payment-details')) return t('enrolment.successDialog.close');
  return t('enrolment.successDialog.goToProgram');
}

/** Thanks after a subscription or payment; closing it returns to the program's course journey. */
export function SubscriptionSuccessDialog({ open, subscription, onClose }: SubscriptionSuccessDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const label = useCloseLabel();
  const close = () => {
    onClose?.();
    void navigate(PORTAL_PAGES.room(subscription.course_slug, subscription.id));
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <Box aria-hidden sx={{ color: 'success.main', textAlign: 'center', pt: 3, '& svg': { fontSize: 56 } }}>
        <CheckCircleOutlineIcon />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {t('enrolment.successDialog.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: 'center' }}>
          {subscription.course_name ? (
            <SentenceWithName
              i18nKey="enrolment.successDialog.text"
              name={subscription.course_name}
              lang={subscription.course_name_lang}
            />
          ) : (
            t('enrolment.successDialog.textNoName')
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button onClick={close} variant="contained" size="large">
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
