import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { RetryAlert } from '../../../components/retry-alert';
import { type LiveSessionsFilter, useLiveSessions } from '../api/list-live-sessions';
import { LiveSessionCard } from './live-session-card';

const TABS = ['ongoing', 'completed', 'cancelled'] as const;
type TabName = (typeof TABS)[number];

/** The tab named by `?status=` (the notification bell links there); Ongoing otherwise. */
function useStatusTab() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const tab: TabName = TABS.includes(asked as TabName) ? (asked as TabName) : 'ongoing';
  const choose = (next: TabName) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('status', next);
        return params;
      },
      { replace: true },
    );
  return [tab, choose] as const;
}

/** Ongoing (scheduled and ongoing), Completed and Cancelled sessions, of all programs or of one. */
export function LiveSessionList({ course }: { course?: number }) {
  const { t } = useTranslation();
  const [tab, choose] = useStatusTab();
  const panelId = useId();
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => choose(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('live.tabs.label')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`live.tabs.${name}`)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box id={panelId} role="tabpanel" aria-label={t(`live.tabs.${tab}`)}>
        <SessionsOfTab filter={{ status: tab, course }} />
      </Box>
    </>
  );
}

function SessionsOfTab({ filter }: { filter: LiveSessionsFilter }) {
  const { t } = useTranslation();
  const location = useLocation();
  const sessions = useLiveSessions(filter);
  const from = `${location.pathname}${location.search}`;

  if (sessions.isPending) return <LoadingScreen />;
  if (sessions.isError && !sessions.data)
    return <RetryAlert message={t('live.loadFailed')} onRetry={() => void sessions.refetch()} />;
  const results = sessions.data.pages.flatMap((page) => page.results);
  const timeZone = sessions.data.pages[0]!.time_zone;
  if (results.length === 0)
    return (
      <EmptyState
        icon={filter.status === 'cancelled' ? <EventBusyOutlinedIcon /> : <VideocamOutlinedIcon />}
        title={t(`live.empty.${filter.status}.title`)}
        text={t(`live.empty.${filter.status}.text`)}
      />
    );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('live.timesIn', { zone: timeZone })}
      </Typography>
      {results.map((session) => (
        <LiveSessionCard
          key={session.id}
          session={session}
          timeZone={timeZone}
          from={from}
          showProgram={filter.course === undefined}
        />
      ))}
      {sessions.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={sessions.isFetchingNextPage}
            onClick={() => void sessions.fetchNextPage()}
          >
            {t('live.loadMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
