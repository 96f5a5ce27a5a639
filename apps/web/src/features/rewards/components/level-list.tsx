import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TLearningLevel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { LevelImage } from './level-image';

/** Every level, lowest first: the current one outlined, reached ones ticked, the rest locked. */
export function LevelList({ levels }: { levels: TLearningLevel[] }) {
  const { t } = useTranslation();
  if (levels.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('rewards.levels.none')}</Typography>;
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {levels.map((level) => {
        const locked = !level.reached;
        return (
          <Paper
            key={level.id}
            component="li"
            variant="outlined"
            aria-current={level.current ? 'step' : undefined}
            sx={{
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: 1,
              borderColor: level.current ? 'primary.main' : 'divider',
              borderWidth: level.current ? 2 : 1,
              bgcolor: locked ? 'background.neutral' : 'background.paper',
            }}
          >
            <LevelImage src={level.level_image} size={64} locked={locked} />
            <Typography
              variant="subtitle1"
              component="h3"
              lang={level.lang}
              sx={{ color: locked ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}
            >
              {level.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('rewards.levels.minPoints', { count: level.min_points })}
            </Typography>
            {level.current ? (
              <Chip size="small" color="primary" icon={<StarIcon />} label={t('rewards.levels.current')} />
            ) : level.reached ? (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<CheckCircleIcon />}
                label={t('rewards.levels.reached')}
              />
            ) : (
              <Chip
                size="small"
                variant="outlined"
                icon={<LockOutlinedIcon />}
                label={t('rewards.levels.locked')}
              />
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
