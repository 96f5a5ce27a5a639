import DownloadIcon from '@mui/icons-material/Download';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { certificatePath } from '../api/grade-paths';
import { useToast } from '../../../lib/toast';
import { useDownloadTranscript } from '../api/download-transcript';
import { useTranscript } from '../api/get-transcript';
import { GpaSummary } from '../components/gpa-summary';
import { GradedItemsTable } from '../components/graded-items-table';
import { TranscriptHeader } from '../components/transcript-header';

function DownloadButton({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useDownloadTranscript(subscriptionId);
  return (
    <Button
      variant="contained"
      startIcon={<DownloadIcon />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          // the spec only logs this failure; the toast tells the student it did not happen
          onError: (error) => {
            console.error('The transcript could not be downloaded', error);
            toast.error(t('grades.transcript.downloadFailed'));
          },
        })
      }
    >
      {t('grades.transcript.download')}
    </Button>
  );
}

/** `transcript/{id}` (id: the subscription's): every graded item and the GPA, and the PDF to keep. */
export function TranscriptPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const subscriptionId = Number(id);
  const valid = Number.isInteger(subscriptionId) && subscriptionId > 0;
  const transcript = useTranscript(subscriptionId);

  if (!valid || (isApiError(transcript.error) && transcript.error.status === 404)) return <NotFoundView />;
  return (
    <Page
      title={t('pages.transcript.title')}
      subtitle={
        transcript.data && (
          <span lang={transcript.data.program_name_lang}>{transcript.data.program_name}</span>
        )
      }
      actions={<DownloadButton subscriptionId={subscriptionId} />}
    >
      {transcript.isPending ? (
        <LoadingScreen />
      ) : transcript.isError ? (
        <RetryAlert message={t('grades.transcript.loadFailed')} onRetry={() => void transcript.refetch()} />
      ) : (
        <Stack spacing={3}>
          <TranscriptHeader transcript={transcript.data} />
          <GpaSummary
            has_gpa={transcript.data.has_gpa}
            gpa={transcript.data.gpa}
            scale_max={transcript.data.scale_max}
            overall_percent={transcript.data.overall_percent}
            gradedCount={transcript.data.items.filter((item) => item.status === 'graded').length}
            itemCount={transcript.data.items.length}
            final={transcript.data.items.every((i) => i.can_skip || i.status === 'graded')}
          />
          {transcript.data.items.length > 0 ? (
            <GradedItemsTable items={transcript.data.items} hasGpa={transcript.data.has_gpa} />
          ) : (
            <EmptyState title={t('grades.empty.noItems')} />
          )}
          {transcript.data.certificate && (
            <Button
              component={RouterLink}
              to={certificatePath(transcript.data.certificate.id)}
              startIcon={<WorkspacePremiumIcon />}
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('grades.transcript.viewCertificate')}
            </Button>
          )}
        </Stack>
      )}
    </Page>
  );
}
