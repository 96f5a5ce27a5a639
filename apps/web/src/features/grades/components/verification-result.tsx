import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCertificateVerification } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** `lang`: the value's language where it is the school's text (ADR 038). */
function Line({ label, value, lang }: { label: string; value: string; lang?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" variant="body2" sx={{ minWidth: 160, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" lang={lang} sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Only what proves the certificate real: whose, which program, when, and whether it still stands. */
export function VerificationResult({ verification }: { verification: TCertificateVerification }) {
  const { t } = useTranslation();
  const format = useFormat();
  const valid = verification.status === 'valid';
  const name = [verification.first_name, verification.last_initial && `${verification.last_initial}.`]
    .filter(Boolean)
    .join(' ');
  return (
    <Alert severity={valid ? 'success' : 'error'} variant="outlined">
      <AlertTitle>
        {valid
          ? t('grades.verify.valid')
          : verification.revoked_on
            ? t('grades.verify.revokedOn', { date: format.date(verification.revoked_on) })
            : t('grades.verify.revoked')}
      </AlertTitle>
      <Stack component="dl" spacing={0.75} sx={{ m: 0, mt: 1 }}>
        <Line label={t('grades.verify.graduate')} value={name} />
        <Line
          label={t('grades.verify.program')}
          value={verification.program_name}
          lang={verification.program_name_lang}
        />
        <Line label={t('grades.verify.completedOn')} value={format.date(verification.completed_on)} />
        <Line label={t('grades.verify.issuedBy')} value={verification.institute_name} />
        <Line label={t('grades.verify.code')} value={verification.verification_code} />
      </Stack>
    </Alert>
  );
}
