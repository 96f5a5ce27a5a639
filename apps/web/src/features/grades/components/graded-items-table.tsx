import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TGradedItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContentTypeIcon } from '../../../components/content-type-icon';
import { useFormat } from '../../../lib/format';
import { assessmentPath } from '../../../lib/grades/grade-paths';

const STATUS_COLOURS = {
  graded: 'success',
  awaiting_grading: 'warning',
  not_submitted: 'default',
} as const satisfies Record<TGradedItem['status'], 'success' | 'warning' | 'default'>;

function ItemCell({ item }: { item: TGradedItem }) {
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
        {item.assessment !== null && (
          <Link
            component={RouterLink}
            to={assessmentPath(item.assessment)}
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

/**
 * Every assessed item of a program in program order, with its marks and, where the program reports a
 * GPA, its grade, grade points and share of the GPA.
 */
export function GradedItemsTable({ items, hasGpa }: { items: TGradedItem[]; hasGpa: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dash = t('grades.none');
  const show = (value: number | null, as: (v: number) => string) => (value === null ? dash : as(value));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('grades.itemsTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('grades.column.item')}</TableCell>
            <TableCell>{t('grades.column.status')}</TableCell>
            <TableCell align="right">{t('grades.column.marks')}</TableCell>
            <TableCell align="right">{t('grades.column.percent')}</TableCell>
            {hasGpa && (
              <>
                <TableCell align="right">{t('grades.column.grade')}</TableCell>
                <TableCell align="right">{t('grades.column.gradePoints')}</TableCell>
                <TableCell align="right">{t('grades.column.weight')}</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.content}>
              <TableCell sx={{ minWidth: 220 }}>
                <ItemCell item={item} />
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={STATUS_COLOURS[item.status]}
                    label={t(`grades.status.${item.status}`)}
                  />
                  {item.passed !== null && (
                    <Chip
                      size="small"
                      color={item.passed ? 'success' : 'error'}
                      label={item.passed ? t('grades.passed') : t('grades.failed')}
                    />
                  )}
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('grades.marksOf', {
                  marks: show(item.marks, format.decimal),
                  max: format.decimal(item.max_marks),
                })}
              </TableCell>
              <TableCell align="right">{show(item.percent, format.percent)}</TableCell>
              {hasGpa && (
                <>
                  <TableCell align="right">{item.letter ?? dash}</TableCell>
                  <TableCell align="right">{show(item.grade_points, format.decimal)}</TableCell>
                  <TableCell align="right">{show(item.weight_percent, format.percent)}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
