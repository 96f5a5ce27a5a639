import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type TRewardEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { useFormat } from '../../../lib/format';
import { useSubscriptions } from '../../enrolment/api/list-subscriptions';
import { useRewardHistory } from '../api/list-reward-history';
import { useLoggedFailure } from '../hooks/use-logged-failure';

/** The points the student earned, newest first, with Load more. */
export function RewardHistory({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation();
  const history = useRewardHistory(userId, true);
  useLoggedFailure(history.error, 'The reward history could not be loaded');
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];
  const roomOf = useRoomPaths();

  if (history.isPending) return <Skeleton variant="rounded" height={160} />;
  if (history.isError && !history.data)
    return <RetryAlert message={t('rewards.history.loadFailed')} onRetry={() => void history.refetch()} />;
  if (entries.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('rewards.history.empty')}</Typography>;
  return (
    <>
      <Paper variant="outlined">
        <List disablePadding>
          {entries.map((entry, index) => (
            <HistoryItem
              key={entry.id}
              entry={entry}
              room={entry.course_slug ? roomOf(entry.course_slug) : undefined}
              divider={index < entries.length - 1}
            />
          ))}
        </List>
      </Paper>
      {history.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('rewards.history.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

function HistoryItem({
  entry,
  room,
  divider,
}: {
  entry: TRewardEntry;
  room: string | undefined;
  divider: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ListItem divider={divider} sx={{ gap: 2, alignItems: 'flex-start', py: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {room ? (
            <Link component={RouterLink} to={room}>
              {entry.description}
            </Link>
          ) : (
            entry.description
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {format.instantDate(entry.earned_at)} · {t(`rewards.reasons.${entry.reason}`)}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600, color: 'success.main', whiteSpace: 'nowrap' }}>
        {t('rewards.history.earned', { count: entry.points })}
      </Typography>
    </ListItem>
  );
}

/** The room of the student's subscription to a program, found by the program's slug. */
function useRoomPaths() {
  const { data } = useSubscriptions();
  return (slug: string) => {
    const subscription = data?.results.find((item) => item.course_slug === slug);
    return subscription ? PORTAL_PAGES.room(slug, subscription.id) : undefined;
  };
}
