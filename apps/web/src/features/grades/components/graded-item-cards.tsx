import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TGradedItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { ItemCell, ResultCell, StatusChip } from './graded-item-parts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </div>
  );
}

/** The graded items on a phone: one card each, every figure in sight rather than off-screen. */
export function GradedItemCards({ items, hasGpa }: { items: TGradedItem[]; hasGpa: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dash = t('grades.none');
  const show = (value: number | null, as: (v: number) => string) => (value === null ? dash : as(value));
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('grades.itemsTable')}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <Paper component="li" variant="outlined" key={item.content} sx={{ p: 2 }}>
          <ItemCell item={item} />
          <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
            <StatusChip item={item} />
            <ResultCell item={item} />
          </Stack>
          <Stack
            component="dl"
            direction="row"
            useFlexGap
            spacing={3}
            sx={{ mt: 1.5, mb: 0, flexWrap: 'wrap', rowGap: 1 }}
          >
            <Figure
              label={t('grades.column.marks')}
              value={t('grades.marksOf', {
                marks: show(item.marks, format.decimal),
                max: format.decimal(item.max_marks),
              })}
            />
            <Figure label={t('grades.column.percent')} value={show(item.percent, format.percent)} />
            {hasGpa && (
              <>
                <Figure label={t('grades.column.grade')} value={item.letter ?? dash} />
                <Figure
                  label={t('grades.column.gradePoints')}
                  value={show(item.grade_points, format.decimal)}
                />
                <Figure label={t('grades.column.weight')} value={show(item.weight_percent, format.percent)} />
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
