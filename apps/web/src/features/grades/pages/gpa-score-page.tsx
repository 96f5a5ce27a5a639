import { PORTAL_PAGES } from '@portal/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
import { transcriptPath } from '../api/grade-paths';
import { useGpaScore } from '../api/get-gpa-score';
import { GpaScaleLegend } from '../components/gpa-scale-legend';
import { GpaSummary } from '../components/gpa-summary';
import { GradedItemsTable } from '../components/graded-items-table';

/** `gpa-score/{slug}/{id}` (id: the subscription's): every graded item, its weight, and the GPA. */
export function GpaScorePage() {
  const { t } = useTranslation();
  const { slug = '', id } = useParams();
  const subscriptionId = Number(id);
  const valid = Number.isInteger(subscriptionId) && subscriptionId > 0;
  const score = useGpaScore(subscriptionId);

  if (!valid || (isApiError(score.error) && score.error.status === 404)) return <NotFoundView />;
  const backToRoom = (
    <Button
      component={RouterLink}
      to={PORTAL_PAGES.room(score.data?.course_slug ?? slug, subscriptionId)}
      startIcon={<ArrowBackIcon />}
      variant="outlined"
    >
      {t('grades.backToProgram')}
    </Button>
  );
  return (
    <Page
      title={t('pages.gpaScore.title')}
      subtitle={score.data && <span lang={score.data.course_name_lang}>{score.data.course_name}</span>}
      actions={backToRoom}
    >
      {score.isPending ? (
        <LoadingScreen />
      ) : score.isError ? (
        <RetryAlert message={t('grades.loadFailed')} onRetry={() => void score.refetch()} />
      ) : (
        <Stack spacing={3}>
          {score.data.graded_count === 0 ? (
            <EmptyState
              title={t('grades.empty.title')}
              text={score.data.items.length > 0 ? t('grades.empty.text') : t('grades.empty.noItems')}
            />
          ) : (
            <GpaSummary
              has_gpa={score.data.has_gpa}
              gpa={score.data.gpa}
              scale_max={score.data.scale_max}
              overall_percent={score.data.overall_percent}
              gradedCount={score.data.graded_count}
              itemCount={score.data.items.length}
              final={score.data.items.every((i) => i.can_skip || i.status === 'graded')}
            />
          )}
          {score.data.items.length > 0 && (
            <GradedItemsTable items={score.data.items} hasGpa={score.data.has_gpa} />
          )}
          {score.data.has_gpa && <GpaScaleLegend scale={score.data.scale} />}
          <Button
            component={RouterLink}
            to={transcriptPath(subscriptionId)}
            variant="text"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('grades.openTranscript')}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
