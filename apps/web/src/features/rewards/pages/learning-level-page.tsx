import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TLearningLevelsResponse } from '@portal/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { useLearningLevels } from '../api/list-learning-levels';
import { LevelList } from '../components/level-list';
import { LevelSummary } from '../components/level-summary';
import { RewardHistory } from '../components/reward-history';
import { useGamification } from '../hooks/use-gamification';
import { useLoggedFailure } from '../hooks/use-logged-failure';
import { levelProgress } from '../level-progress';

/** `/learning-level`: the student's points and level, every level of the school, and the points history. */
export function LearningLevelPage() {
  const { t } = useTranslation();
  const { userId, allowed, pending } = useGamification();
  const levels = useLearningLevels(userId, allowed);
  useLoggedFailure(levels.error, 'The learning levels could not be loaded');
  // the server answers 404 to every gamification call while the institute has it switched off
  const off = (!pending && !allowed) || (isApiError(levels.error) && levels.error.status === 404);

  return (
    <Page
      title={t('pages.learningLevel.title')}
      subtitle={off ? undefined : t('pages.learningLevel.description')}
    >
      {off ? (
        <EmptyState
          icon={<EmojiEventsOutlinedIcon />}
          title={t('rewards.off.title')}
          text={t('rewards.off.text')}
          action={
            <Button component={RouterLink} to="/dashboard" variant="outlined">
              {t('rewards.goToDashboard')}
            </Button>
          }
        />
      ) : pending || levels.isPending ? (
        <LoadingScreen />
      ) : levels.isError ? (
        <RetryAlert message={t('rewards.loadFailed')} onRetry={() => void levels.refetch()} />
      ) : (
        <LearningLevels data={levels.data} userId={userId} />
      )}
    </Page>
  );
}

function LearningLevels({ data, userId }: { data: TLearningLevelsResponse; userId: string | undefined }) {
  const { t } = useTranslation();
  const progress = levelProgress(data.points, data.levels);
  return (
    <Stack spacing={5}>
      {data.points === 0 ? (
        <EmptyState
          icon={<EmojiEventsOutlinedIcon />}
          title={t('rewards.empty')}
          action={
            <Button component={RouterLink} to="/programs" variant="contained">
              {t('rewards.goToPrograms')}
            </Button>
          }
        />
      ) : (
        <LevelSummary points={data.points} progress={progress} />
      )}
      <Section title={t('rewards.levels.title')}>
        <LevelList levels={progress.levels} />
      </Section>
      {data.points > 0 && (
        <Section title={t('rewards.history.title')}>
          <RewardHistory userId={userId} />
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
