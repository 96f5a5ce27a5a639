import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  LazyContactAdminDialog,
  preloadContactAdminDialog,
} from '../../../components/lazy-contact-admin-dialog';
import { StatusScreen } from '../../../components/status-screen';
import { usePageTitle } from '../../../lib/use-page-title';

/** The room of a subscription without course access: why, the school's note, and whom to ask. */
export function AccessPending({ remark }: { remark: string }) {
  const { t } = useTranslation();
  const [contactOpen, setContactOpen] = useState(false);
  usePageTitle(t('enrolment.accessPending.title'));
  return (
    <StatusScreen
      icon={<LockClockOutlinedIcon />}
      title={t('enrolment.accessPending.title')}
      text={t('enrolment.accessPending.text')}
      actions={
        <>
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
            {t('enrolment.accessPending.goToDashboard')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onPointerEnter={preloadContactAdminDialog}
            onFocus={preloadContactAdminDialog}
            onClick={() => setContactOpen(true)}
          >
            {t('enrolment.accessPending.contactSupport')}
          </Button>
        </>
      }
    >
      {remark.trim() && (
        <Alert severity="info" sx={{ textAlign: 'left', mb: 3, whiteSpace: 'pre-line' }}>
          <AlertTitle>{t('enrolment.accessPending.note')}</AlertTitle>
          {remark}
        </Alert>
      )}
      <LazyContactAdminDialog
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        title={t('enrolment.accessPending.contactTitle')}
        successMessage={t('enrolment.accessPending.contactSuccess')}
        source="access"
      />
    </StatusScreen>
  );
}
