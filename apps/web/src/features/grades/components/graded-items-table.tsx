import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TGradedItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { GradedItemCards } from './graded-item-cards';
import { ItemCell, ResultCell, StatusChip } from './graded-item-parts';

/**
 * Every assessed item of a program in program order, with its status, whether it passed, its marks
 * and, where the program reports a GPA, its grade, grade points and share of the GPA; as cards on a phone.
 */
export function GradedItemsTable({ items, hasGpa }: { items: TGradedItem[]; hasGpa: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) return <GradedItemCards items={items} hasGpa={hasGpa} />;
  const dash = t('grades.none');
  const show = (value: number | null, as: (v: number) => string) => (value === null ? dash : as(value));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('grades.itemsTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('grades.column.item')}</TableCell>
            <TableCell>{t('grades.column.status')}</TableCell>
            <TableCell>{t('grades.column.result')}</TableCell>
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
                <StatusChip item={item} />
              </TableCell>
              <TableCell>
                <ResultCell item={item} />
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
