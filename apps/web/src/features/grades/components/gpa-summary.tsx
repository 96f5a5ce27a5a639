import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TGpaScore } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

type Summary = Pick<TGpaScore, 'has_gpa' | 'gpa' | 'scale_max' | 'overall_percent'> & {
  gradedCount: number;
  itemCount: number;
  /** Every required item graded: the GPA is final, not the GPA so far. */
  final: boolean;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Typography variant="overline" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h3" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The program's GPA and overall percentage, and how many items they rest on. */
export function GpaSummary({
  has_gpa,
  gpa,
  scale_max,
  overall_percent,
  gradedCount,
  itemCount,
  final,
}: Summary) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="dl"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 6 }}
        sx={{ m: 0, flexWrap: 'wrap' }}
      >
        {has_gpa && (
          <Figure
            label={final ? t('grades.finalGpa') : t('grades.soFarGpa')}
            value={
              gpa === null
                ? t('grades.none')
                : t('grades.gpaOf', { gpa: format.decimal(gpa), max: format.decimal(scale_max) })
            }
          />
        )}
        <Figure
          label={t('grades.overall')}
          value={overall_percent === null ? t('grades.none') : format.percent(overall_percent)}
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('grades.gradedCount', { count: itemCount, graded: gradedCount })}
        {!has_gpa && ` ${t('grades.noGpa')}`}
      </Typography>
    </Paper>
  );
}
