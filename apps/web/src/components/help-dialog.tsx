import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useInstitute } from '../features/institute/api/get-institute';
import { loginPath, useSession } from '../lib/session';
import { ContactDetails } from './contact-details';
import { SupportFields, useSupportForm } from './support-form';

type HelpDialogProps = { open: boolean; onClose: () => void };

/** The Help link's dialog: how to reach the institute, where the answers are, and the help form. */
export function HelpDialog({ open, onClose }: HelpDialogProps) {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const { data: session, isPending: sessionPending } = useSession();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const formTitleId = useId();
  const { control, submit, formError, pending, clear } = useSupportForm({
    source: 'help',
    successMessage: t('support.help.success'),
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
      <DialogTitle id={titleId}>{t('help.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {institute ? t('help.intro', { name: institute.name }) : t('help.introNoName')}
        </Typography>
        <ContactDetails dense />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button component={RouterLink} to="/faqs" variant="outlined" onClick={onClose}>
            {t('help.faqs')}
          </Button>
          <Button component={RouterLink} to="/contact-us" variant="outlined" onClick={onClose}>
            {t('help.contactUs')}
          </Button>
        </Stack>
        <Divider sx={{ my: 3 }} />
        {session ? (
          <Box component="form" noValidate onSubmit={submit} aria-labelledby={formTitleId}>
            <Typography id={formTitleId} variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('support.help.formTitle')}
            </Typography>
            <SupportFields control={control} formError={formError} />
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Button component={RouterLink} to="/support" onClick={onClose}>
                {t('support.help.seeRequests')}
              </Button>
              <Button type="submit" variant="contained" loading={pending}>
                {t('report.submit')}
              </Button>
            </Stack>
          </Box>
        ) : (
          !sessionPending && (
            <Alert
              severity="info"
              action={
                <Button
                  component={RouterLink}
                  to={loginPath(`${pathname}${search}`)}
                  color="inherit"
                  size="small"
                  onClick={onClose}
                >
                  {t('support.help.signIn')}
                </Button>
              }
            >
              {t('support.help.signInText')}
            </Alert>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
