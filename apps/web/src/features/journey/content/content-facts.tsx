import type { TContent } from '@portal/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toWholeMinutes } from '../../../lib/format';

/** The item's length in whole minutes, whether it is optional, whether it is done, and apart from that whether it passed. */
export function ContentFacts({ content }: { content: TContent }) {
  const { t } = useTranslation();
  const minutes = toWholeMinutes(content.duration);
  if (minutes === 0 && !content.can_skip && !content.is_completed) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {minutes > 0 && (
        <Chip
          size="small"
          variant="outlined"
          icon={<ScheduleIcon />}
          label={t('content.minutes', { count: minutes })}
        />
      )}
      {content.can_skip && <Chip size="small" variant="outlined" label={t('content.optional')} />}
      {content.is_completed && (
        <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('content.completed')} />
      )}
      {content.passed !== null && (
        <Chip
          size="small"
          variant="outlined"
          color={content.passed ? 'success' : 'error'}
          label={content.passed ? t('journey.passed') : t('journey.notPassed')}
        />
      )}
    </Stack>
  );
}
