import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { useCertificateVerification } from '../api/verify-certificate';
import { VerificationResult } from '../components/verification-result';
import { VerifyCodeForm } from '../components/verify-code-form';

function Result({ code }: { code: string }) {
  const { t } = useTranslation();
  const verification = useCertificateVerification(code);
  if (verification.isPending) return <LoadingScreen />;
  if (isApiError(verification.error) && verification.error.status === 404)
    return <Alert severity="warning">{t('grades.verify.unknown', { code })}</Alert>;
  if (verification.isError)
    return <RetryAlert message={t('grades.verify.failed')} onRetry={() => void verification.refetch()} />;
  return <VerificationResult verification={verification.data} />;
}

/** Public `certificate/verify/{code}`: anyone holding a certificate checks that the school issued it. */
export function CertificateVerificationPage() {
  const { t } = useTranslation();
  const code = (useParams().code ?? '').trim();
  return (
    <Page title={t('grades.verify.title')} subtitle={t('grades.verify.subtitle')} maxWidth="md">
      <Stack spacing={3}>
        {/* keyed by the code, so the field follows the address when the student goes back */}
        <VerifyCodeForm key={code} initialCode={code} />
        {code !== '' && <Result code={code} />}
      </Stack>
    </Page>
  );
}
