import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TCertificate } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { transcriptPath } from '../api/grade-paths';
import { loginPath, useSession } from '../../../lib/session';
import { useCertificate } from '../api/get-certificate';
import { CertificateActions } from '../components/certificate-actions';
import { CertificateView } from '../components/certificate-view';
import { RevokedNotice } from '../components/revoked-notice';

function Certificate({ certificate }: { certificate: TCertificate }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {certificate.status === 'revoked' && <RevokedNotice certificateId={certificate.id} />}
      <CertificateActions certificate={certificate} />
      <CertificateView certificate={certificate} />
      <Button
        component={RouterLink}
        to={transcriptPath(certificate.subscription)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('grades.certificate.transcript')}
      </Button>
    </Stack>
  );
}

/**
 * `certificate/{id}`: the graduate's own certificate. The route sits among the public ones, but a
 * certificate answers only its owner, so a visitor signs in first; anyone else checks it by its code.
 */
export function CertificatePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const certificateId = Number(id);
  const valid = Number.isInteger(certificateId) && certificateId > 0;
  const session = useSession();
  const certificate = useCertificate(certificateId, valid && Boolean(session.data));

  if (!valid || (isApiError(certificate.error) && certificate.error.status === 404)) return <NotFoundView />;
  if (!session.isPending && !session.data) return <Navigate to={loginPath(location.pathname)} replace />;
  return (
    <Page
      title={t('pages.certificate.title')}
      subtitle={
        certificate.data && (
          <span lang={certificate.data.program_name_lang}>{certificate.data.program_name}</span>
        )
      }
      maxWidth="md"
    >
      {session.isPending || certificate.isPending ? (
        <LoadingScreen />
      ) : certificate.isError ? (
        <RetryAlert message={t('grades.certificate.loadFailed')} onRetry={() => void certificate.refetch()} />
      ) : (
        <Certificate certificate={certificate.data} />
      )}
    </Page>
  );
}
