import type { TSubmission } from '@portal/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { ContentSection } from './content-section';
import { Detail, DetailsList } from './details-list';

/**
 * The work the school holds for this item and, once graded, the marks, whether they reach the pass
 * mark, and the remarks; returned work shows why, to hand it in again.
 */
export function SubmissionSummary({
  submission,
  passed,
  passMarkPercent,
}: {
  submission: TSubmission;
  passed: boolean | null;
  passMarkPercent: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const graded = submission.status === 'graded';
  const returned = submission.status === 'returned';
  return (
    <ContentSection
      title={t('content.assignment.yourSubmission')}
      framed
      action={
        <Chip
          size="small"
          color={graded ? 'success' : returned ? 'warning' : 'default'}
          label={t(`content.assignment.status.${submission.status}`)}
        />
      }
    >
      <Stack spacing={2}>
        <DetailsList>
          <Detail label={t('content.assignment.submittedOn')}>
            {format.instantDate(submission.submitted_at)}
          </Detail>
          {submission.file && (
            <Detail label={t('content.assignment.file')}>
              <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
                <AttachFileIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
                <Link href={submission.file.url} download={submission.file.name}>
                  {submission.file.name}
                </Link>
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  ({format.fileSize(submission.file.size)})
                </Typography>
              </Stack>
            </Detail>
          )}
          {graded && submission.marks !== null && (
            <Detail label={t('content.assignment.marks')}>
              {t('content.assignment.marksValue', {
                marks: format.decimal(submission.marks),
                max: format.decimal(submission.max_marks),
              })}
            </Detail>
          )}
          {graded && passed !== null && (
            <Detail label={t('content.assignment.outcome')}>
              {passed ? t('content.assignment.passed') : t('content.assignment.notPassed')}
            </Detail>
          )}
          {graded && submission.graded_at && (
            <Detail label={t('content.assignment.gradedOn')}>
              {format.instantDate(submission.graded_at)}
            </Detail>
          )}
        </DetailsList>
        {submission.text && (
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('content.assignment.yourAnswer')}
            </Typography>
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {submission.text}
            </Typography>
          </div>
        )}
        {(graded || returned) && submission.remarks && (
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('content.assignment.remarks')}
            </Typography>
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {submission.remarks}
            </Typography>
          </div>
        )}
        {passed === false && (
          <Alert severity="warning">
            {t('content.assignment.belowPassMark', { percent: passMarkPercent })}
          </Alert>
        )}
        {graded && <Alert severity="info">{t('content.assignment.gradedNote')}</Alert>}
        {returned && <Alert severity="warning">{t('content.assignment.returnedNote')}</Alert>}
      </Stack>
    </ContentSection>
  );
}
