import { useTranslation } from 'react-i18next';
import { ContactAdminDialog } from './contact-admin-dialog';

type ReportIssueDialogProps = { open: boolean; onClose: () => void };

/** Report an Issue, from the footer's Help Center. */
export function ReportIssueDialog({ open, onClose }: ReportIssueDialogProps) {
  const { t } = useTranslation();
  return (
    <ContactAdminDialog
      open={open}
      onClose={onClose}
      title={t('report.title')}
      successMessage={t('report.success')}
      source="report"
    />
  );
}
