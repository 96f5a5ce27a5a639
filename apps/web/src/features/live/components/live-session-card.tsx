import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import VideocamIcon from '@mui/icons-material/Videocam';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIVE_JOIN_EARLY_MINUTES, PORTAL_PAGES, type TLiveSession } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDownloadLiveCalendar } from '../api/download-live-calendar';
import { formatSessionTime } from '../live-format';
import { LiveStatusChip } from './live-status-chip';

export const joinPath = (id: number) => `/live-connect/join/${id}`;

type LiveSessionCardProps = {
  session: TLiveSession;
  timeZone: string;
  /** Where Leave returns to from the join page. */
  from: string;
  /** False in the course room, which is the program's already. */
  showProgram?: boolean;
};

export function LiveSessionCard({ session, timeZone, from, showProgram = true }: LiveSessionCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const calendar = useDownloadLiveCalendar();
  const upcoming = session.status === 'scheduled' || session.status === 'ongoing';
  const headingId = `live-session-${session.id}`;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <LiveStatusChip status={session.status} />
          {session.attended && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleIcon />}
              label={t('live.attended')}
              variant="filled"
            />
          )}
        </Stack>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          lang={session.lang}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {session.title}
        </Typography>
        {showProgram && (
          <Link
            component={RouterLink}
            to={PORTAL_PAGES.room(session.course.slug, session.subscription_id)}
            variant="body2"
            lang={session.course.lang}
          >
            {session.course.name}
          </Link>
        )}
        {session.cohort_name && (
          <Typography variant="body2" lang={session.cohort_name_lang ?? undefined}>
            {session.cohort_name}
          </Typography>
        )}
        <Typography variant="body2">
          {formatSessionTime(session.starts_at, session.ends_at, format.locale, timeZone)}
          {' · '}
          {t('live.duration', { count: session.duration_minutes })}
        </Typography>
        {session.description && (
          <Typography
            variant="body2"
            lang={session.lang}
            sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}
          >
            {session.description}
          </Typography>
        )}
        {session.join_waits && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {session.join_waits === 'too_early'
              ? t('live.joinOpens', { count: LIVE_JOIN_EARLY_MINUTES })
              : t('live.joinNeedsAccess')}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
          {session.can_join && (
            <Button
              component={RouterLink}
              to={joinPath(session.id)}
              state={{ from }}
              variant="contained"
              startIcon={<VideocamIcon />}
              aria-label={t('live.joinSession', { title: session.title })}
            >
              {t('live.join')}
            </Button>
          )}
          {upcoming && (
            <Button
              variant="outlined"
              startIcon={<CalendarMonthOutlinedIcon />}
              loading={calendar.isPending}
              onClick={() =>
                calendar.mutate(session.id, { onError: () => toast.error(t('live.calendarFailed')) })
              }
              aria-label={t('live.addToCalendarOf', { title: session.title })}
            >
              {t('live.addToCalendar')}
            </Button>
          )}
          {session.recording_url && (
            <Button
              href={session.recording_url}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<OndemandVideoOutlinedIcon />}
              aria-label={t('live.watchRecordingOf', { title: session.title })}
            >
              {t('live.watchRecording')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
