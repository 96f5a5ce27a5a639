import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTranscript } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

const KNOWN_STATUSES = ['unpaid', 'trial', 'trail', 'active', 'graduated', 'cancelled'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnown = (status: string): status is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(status);

/** `lang`: the value's language where it is the school's text (ADR 038). */
function Line({ label, value, lang }: { label: string; value: string; lang?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        lang={lang}
        sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** Who the transcript is for, in which program, and where they stand in it. */
export function TranscriptHeader({ transcript }: { transcript: TTranscript }) {
  const { t } = useTranslation();
  const format = useFormat();
  // a bare YYYY-MM-DD is a calendar day; anything longer is an instant, read in the institute's zone
  const day = (value: string) => (value.length > 10 ? format.instantDate(value) : format.date(value));
  const { student, status } = transcript;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2">
        {`${student.first_name} ${student.last_name}`.trim()}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {transcript.institute_name}
      </Typography>
      <Stack component="dl" spacing={0.75} sx={{ m: 0, maxWidth: 560 }}>
        {student.student_no !== '' && (
          <Line label={t('grades.transcript.studentNo')} value={student.student_no} />
        )}
        <Line
          label={t('grades.transcript.program')}
          value={transcript.program_name}
          lang={transcript.program_name_lang}
        />
        <Line
          label={t('grades.transcript.status')}
          value={isKnown(status) ? t(`grades.subscriptionStatus.${status}`) : status}
        />
        <Line label={t('grades.transcript.enrolled')} value={day(transcript.enrolled_on)} />
        <Line
          label={t('grades.transcript.completion')}
          value={format.percent(transcript.course_completion)}
        />
        <Line
          label={t('grades.transcript.completed')}
          value={
            transcript.completed_on === null
              ? t('grades.transcript.inProgress')
              : format.date(transcript.completed_on)
          }
        />
        <Line label={t('grades.transcript.generated')} value={format.instantDate(transcript.generated_at)} />
      </Stack>
    </Paper>
  );
}
