import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TGradedItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContentTypeIcon } from '../../../components/content-type-icon';
import { quizAttemptPath } from '../api/grade-paths';

const STATUS_COLOURS = {
  graded: 'success',
  awaiting_grading: 'warning',
  not_submitted: 'default',
} as const satisfies Record<TGradedItem['status'], 'success' | 'warning' | 'default'>;

/** The item's name, type, section, whether it is optional, and its counted quiz attempt. */
export function ItemCell({ item }: { item: TGradedItem }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ContentTypeIcon type={item.content_type} fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {item.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {[
            t(`grades.contentType.${item.content_type}`),
            item.section.name,
            item.can_skip ? t('grades.optional') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {item.counted_attempt !== null && (
          <Link
            component={RouterLink}
            to={quizAttemptPath(item.counted_attempt)}
            variant="body2"
            sx={{ display: 'block' }}
            aria-label={t('grades.viewAttemptOf', { name: item.name })}
          >
            {t('grades.viewAttempt')}
          </Link>
        )}
      </div>
    </Stack>
  );
}

/** Where the work is: handed in or not, graded or awaiting marks. */
export function StatusChip({ item }: { item: TGradedItem }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOURS[item.status]}
      label={t(`grades.status.${item.status}`)}
    />
  );
}

/** Whether the marks reach the pass mark, apart from the status: graded work can be not passed. */
export function ResultCell({ item }: { item: TGradedItem }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {item.passed === null ? (
        <span>{t('grades.none')}</span>
      ) : (
        <Chip
          size="small"
          color={item.passed ? 'success' : 'error'}
          label={item.passed ? t('grades.passed') : t('grades.failed')}
        />
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {t('grades.passMark', { percent: item.pass_mark_percent })}
      </Typography>
    </Stack>
  );
}
