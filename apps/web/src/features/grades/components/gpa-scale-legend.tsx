import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TGpaScore } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** How a percentage becomes grade points, and how the GPA weighs the items. */
export function GpaScaleLegend({ scale }: { scale: TGpaScore['scale'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" component="h2">
          {t('grades.scale.heading')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('grades.scale.text')}
        </Typography>
        <Table size="small" aria-label={t('grades.scale.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('grades.scale.from')}</TableCell>
              <TableCell>{t('grades.column.grade')}</TableCell>
              <TableCell align="right">{t('grades.column.gradePoints')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {scale.map((band) => (
              <TableRow key={band.letter}>
                <TableCell>{format.percent(band.min_percent)}</TableCell>
                <TableCell>{band.letter}</TableCell>
                <TableCell align="right">{format.decimal(band.grade_points)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
