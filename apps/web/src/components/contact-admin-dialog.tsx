import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type SupportSource, SupportFields, useSupportForm } from './support-form';

type ContactAdminDialogProps = {
  open: boolean;
  onClose: () => void;
  /** 'Contact Admin' unless given. */
  title?: string;
  /** Shown as a notification once the message is sent; 'Success' unless given. */
  successMessage?: string;
  /** Where the student wrote from, so the school knows what the message is about. */
  source: SupportSource;
};

/** A subject and a message to the school: Report an Issue, Contact Admin and Contact Support. */
export function ContactAdminDialog({
  open,
  onClose,
  title,
  successMessage,
  source,
}: ContactAdminDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, submit, formError, pending, clear } = useSupportForm({
    source,
    successMessage: successMessage ?? t('support.contactAdmin.success'),
    onSent: onClose,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: clear } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title ?? t('support.contactAdmin.title')}</DialogTitle>
        <DialogContent>
          <SupportFields control={control} formError={formError} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('report.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
