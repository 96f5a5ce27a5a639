import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useRevokedReason } from '../api/get-revoked-reason';

/** Why the school revoked a certificate, from the graduate revoked reason call. */
export function RevokedNotice({ certificateId }: { certificateId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoked = useRevokedReason(certificateId);
  const reason = revoked.isPending
    ? t('common.loading')
    : revoked.isError
      ? t('grades.certificate.reasonFailed')
      : (revoked.data.reason ?? t('grades.certificate.noReason'));
  const revokedAt = revoked.data?.revoked_at;
  return (
    <Alert severity="error">
      <AlertTitle>
        {revokedAt
          ? t('grades.certificate.revokedOn', { date: format.instantDate(revokedAt) })
          : t('grades.certificate.revokedTitle')}
      </AlertTitle>
      {t('grades.certificate.reason', { reason })}
    </Alert>
  );
}
