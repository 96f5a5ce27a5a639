import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TCertificate } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** The certificate as it is printed: the student's first name, the program, the day and the code. */
export function CertificateView({ certificate }: { certificate: TCertificate }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoked = certificate.status === 'revoked';
  return (
    <Paper
      component="article"
      aria-label={t('grades.certificate.of', { program: certificate.program_name })}
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 3, sm: 6 },
        textAlign: 'center',
        border: 6,
        borderStyle: 'double',
        borderColor: revoked ? 'text.disabled' : 'primary.main',
        opacity: revoked ? 0.7 : 1,
      }}
    >
      {revoked && (
        <Chip
          color="error"
          label={t('grades.certificate.revoked')}
          sx={{ position: 'absolute', top: 16, right: 16 }}
        />
      )}
      <WorkspacePremiumIcon
        aria-hidden
        sx={{ fontSize: 56, color: revoked ? 'text.disabled' : 'warning.main' }}
      />
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {certificate.institute_name}
      </Typography>
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        {t('grades.certificate.heading')}
      </Typography>
      <Typography sx={{ mt: 3, color: 'text.secondary' }}>{t('grades.certificate.certifies')}</Typography>
      <Typography variant="h2" component="p" sx={{ mt: 1 }}>
        {certificate.first_name}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('grades.certificate.completed')}</Typography>
      <Typography variant="h4" component="p" lang={certificate.program_name_lang} sx={{ mt: 1 }}>
        {certificate.program_name}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {t('grades.certificate.on', { date: format.date(certificate.completed_on) })}
      </Typography>
      <Box component="dl" sx={{ mt: 4, mb: 0 }}>
        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
          {t('grades.certificate.code')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2 }}
        >
          {certificate.verification_code}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('grades.certificate.verifyAt')} <Link href={certificate.verify_url}>{certificate.verify_url}</Link>
      </Typography>
    </Paper>
  );
}
