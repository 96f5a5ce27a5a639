import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import type { LevelProgress } from '../level-progress';
import { LevelImage } from './level-image';
import { RewardIcon } from './reward-icon';

/** The student's points and current level, and how far it is to the next one. */
export function LevelSummary({ points, progress }: { points: number; progress: LevelProgress }) {
  const { t } = useTranslation();
  const { current, next, needed, percent } = progress;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Stack direction="row" spacing={{ xs: 2, md: 3 }} sx={{ alignItems: 'center' }}>
        <LevelImage src={current?.level_image} size={88} />
        <div>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {t('rewards.summary.level')}
          </Typography>
          <Typography variant="h4" component="h2" lang={current?.lang}>
            {current?.name ?? t('rewards.noLevel')}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
            <RewardIcon />
            <Typography sx={{ fontWeight: 600 }}>{t('rewards.points', { count: points })}</Typography>
          </Stack>
        </div>
      </Stack>
      {(next || current) && (
        <>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('rewards.summary.progress')}
            sx={{ height: 10, borderRadius: 5, mt: 3 }}
          />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {next ? (
              <Trans
                i18nKey="rewards.summary.nextLevel"
                count={needed}
                values={{ name: next.name }}
                components={{ name: <span lang={next.lang} /> }}
              />
            ) : (
              t('rewards.topLevel')
            )}
          </Typography>
        </>
      )}
    </Paper>
  );
}
