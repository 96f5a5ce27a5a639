import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TJoinLiveSessionResponse } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { StatusScreen } from '../../../components/status-screen';
import { errorMessage } from '../../../lib/api-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLiveSession } from '../api/get-live-session';
import { useJoinLiveSession } from '../api/join-live-session';
import { LiveOff } from '../components/live-off';
import { useLiveSessionsEnabled } from '../hooks/use-live-sessions-enabled';

const NEW_TAB = 'noopener,noreferrer';

/** Where Leave and Go back return to: the page the student came from, or Live Sessions. */
function useReturnPath() {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/live-connect';
}

/**
 * `/live-connect/join/{id}`: records the student's attendance, then shows a Jitsi or BigBlueButton
 * meeting in the page, or opens any other meeting in a new tab.
 */
export function LiveJoinPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const sessionId = Number(id);
  const valid = Number.isInteger(sessionId) && sessionId > 0;
  const live = useLiveSessionsEnabled();
  const session = useLiveSession(sessionId, live.enabled);
  const { mutate: join, ...joined } = useJoinLiveSession();
  const back = useReturnPath();
  // joining records attendance: once per visit, even when a development render runs effects twice
  const requested = useRef<number | null>(null);

  useEffect(() => {
    if (!valid || !live.enabled || requested.current === sessionId) return;
    requested.current = sessionId;
    join(sessionId, {
      onSuccess: (meeting) => {
        // a browser may block a tab opened after the call: the screen then offers the link
        if (!meeting.embed) window.open(meeting.meeting_url, '_blank', NEW_TAB);
      },
    });
  }, [valid, live.enabled, sessionId, join]);

  if (!valid) return <NotFoundView />;
  if (live.pending) return <LoadingScreen />;
  if (!live.enabled)
    return (
      <Page title={t('pages.liveJoin.title')}>
        <LiveOff />
      </Page>
    );
  if (joined.isError) {
    const message = errorMessage(joined.error, t) ?? t('live.joinFailed');
    return (
      <StatusScreen
        icon={<VideocamOffOutlinedIcon />}
        title={t('live.cannotJoin')}
        text={
          <Alert severity="error" sx={{ textAlign: 'left' }}>
            {message}
          </Alert>
        }
        actions={
          <Button component={RouterLink} to={back} variant="contained">
            {t('live.goBack')}
          </Button>
        }
      />
    );
  }
  if (!joined.data) return <LoadingScreen />;
  const title = session.data?.title ?? t('pages.liveJoin.title');
  const lang = session.data?.lang;
  return joined.data.embed ? (
    <EmbeddedMeeting meeting={joined.data} title={title} lang={lang} back={back} />
  ) : (
    <OpenedInNewTab meeting={joined.data} title={title} lang={lang} back={back} />
  );
}

/** `lang`: the session title's language; none while the page's own words stand in for it. */
type MeetingProps = { meeting: TJoinLiveSessionResponse; title: string; lang?: string; back: string };

function EmbeddedMeeting({ meeting, title, lang, back }: MeetingProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1" lang={lang} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            href={meeting.meeting_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<OpenInNewIcon />}
          >
            {t('live.openInNewTab')}
          </Button>
          <Button
            component={RouterLink}
            to={back}
            variant="contained"
            color="error"
            startIcon={<ExitToAppIcon />}
          >
            {t('live.leave')}
          </Button>
        </Stack>
      </Stack>
      <Box
        component="iframe"
        src={meeting.meeting_url}
        title={t('live.meetingFrame', { title })}
        allow="camera; microphone; fullscreen; display-capture"
        allowFullScreen
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: '75dvh', md: 'calc(100dvh - 220px)' },
          minHeight: 420,
          border: 0,
          borderRadius: 1,
          bgcolor: 'common.black',
        }}
      />
    </Box>
  );
}

function OpenedInNewTab({ meeting, title, lang, back }: MeetingProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <StatusScreen
      icon={<OpenInNewIcon />}
      title={t('live.openedInNewTab')}
      text={<SentenceWithName i18nKey="live.openedInNewTabText" name={title} lang={lang} />}
      actions={
        <>
          <Button
            href={meeting.meeting_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            startIcon={<OpenInNewIcon />}
          >
            {t('live.openSession')}
          </Button>
          <Button component={RouterLink} to={back} variant="outlined">
            {t('live.goBack')}
          </Button>
        </>
      }
    />
  );
}
