import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentMarkdown } from './content-markdown';
import { ContentSection } from './content-section';
import type { TQuotaContent } from './content-types';
import { PracticeLog } from './practice-log';

/**
 * Attendance (in class quota) that the school records, or a practice log (quota) the student fills
 * and the school approves entry by entry: the count toward the requirement, and the log's entries.
 */
export function QuotaView({ content, readOnly }: { content: TQuotaContent; readOnly: boolean }) {
  const { t } = useTranslation();
  const { required_count: required, recorded_count: recorded, practice_log: log } = content.quota;
  const percent = required > 0 ? Math.min(100, Math.round((recorded / required) * 100)) : 100;
  const met = percent >= 100;
  const title = t(log ? 'content.quota.approved' : 'content.quota.attendance');
  const count = t('content.quota.recorded', { recorded, required });
  const note = log ? 'content.quota.practiceLog' : 'content.quota.schoolRecords';
  return (
    <Stack spacing={3}>
      {content.body && <ContentMarkdown source={content.body} lang={content.lang} />}
      <ContentSection title={title} framed>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {count}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={met ? 'success' : 'primary'}
          aria-label={title}
          aria-valuetext={count}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </ContentSection>
      <Alert severity={met ? 'success' : 'info'}>{met ? t('content.quota.met') : t(note)}</Alert>
      {log && (
        <PracticeLog
          subscriptionId={content.subscription}
          contentId={content.id}
          canAdd={log.can_add && !readOnly}
        />
      )}
    </Stack>
  );
}
