import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentMarkdown } from './content-markdown';
import { ContentSection } from './content-section';
import type { TQuotaContent } from './content-types';

/** Attendance (in class quota) or a count (quota) that the school records: the student only follows it. */
export function QuotaView({ content }: { content: TQuotaContent }) {
  const { t } = useTranslation();
  const { required_count: required, recorded_count: recorded } = content.quota;
  const percent = required > 0 ? Math.min(100, Math.round((recorded / required) * 100)) : 100;
  const met = percent >= 100;
  const title = t(
    content.content_type === 'in_class_quota' ? 'content.quota.attendance' : 'content.quota.count',
  );
  const count = t('content.quota.recorded', { recorded, required });
  return (
    <Stack spacing={3}>
      {content.body && <ContentMarkdown source={content.body} />}
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
      <Alert severity={met ? 'success' : 'info'}>
        {met ? t('content.quota.met') : t('content.quota.schoolRecords')}
      </Alert>
    </Stack>
  );
}
