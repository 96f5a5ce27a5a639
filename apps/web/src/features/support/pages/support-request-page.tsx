import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { PORTAL_PAGES } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { useInstitute } from '../../institute/api/get-institute';
import { useSession } from '../../../lib/session';
import { getSupportRequestQueryOptions } from '../api/get-support-request';
import { SupportRequestCard } from '../components/support-request-card';

/** `/support/{id}`: one request and the school's answers, where an answer's notification leads. */
export function SupportRequestPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const { data: institute } = useInstitute();
  const id = Number(useParams().requestId);
  const valid = Number.isInteger(id) && id > 0;
  const request = useQuery({
    ...getSupportRequestQueryOptions(session?.user.id, id),
    enabled: valid && Boolean(session),
  });

  if (!valid || (isApiError(request.error) && request.error.status === 404)) return <NotFoundView />;
  if (request.isPending) return <LoadingScreen />;
  const back = (
    <Button component={RouterLink} to={PORTAL_PAGES.support} startIcon={<ArrowBackIcon />} variant="outlined">
      {t('support.allRequests')}
    </Button>
  );
  return (
    <Page title={t('support.requestTitle')} maxWidth="md" actions={back}>
      {request.isError ? (
        <RetryAlert message={t('support.requestLoadFailed')} onRetry={() => void request.refetch()} />
      ) : (
        <SupportRequestCard request={request.data} schoolName={institute?.name} />
      )}
    </Page>
  );
}
