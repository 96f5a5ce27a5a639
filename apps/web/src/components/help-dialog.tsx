import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useInstitute } from '../lib/institute/get-institute';
import { ContactDetails } from './contact-details';

type HelpDialogProps = { open: boolean; onClose: () => void };

/** The Help link's dialog: how to reach the institute, and where the answers are. */
export function HelpDialog({ open, onClose }: HelpDialogProps) {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
