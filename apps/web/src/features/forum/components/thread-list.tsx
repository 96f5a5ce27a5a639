import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { TForumThreadSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/retry-alert';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { forumThreadPath } from '../api/forum-paths';
import { useForumThreads } from '../api/list-forum-threads';
import { AuthorAvatar } from './author-avatar';
import { RelativeTime } from './relative-time';
import { UnreadChip } from './unread-chip';

/** A board's threads, latest activity first, with Load more. */
export function ThreadList({ course }: { course: number | null }) {
  const { t } = useTranslation();
  const threads = useForumThreads(course);
  const items = threads.data?.pages.flatMap((page) => page.results) ?? [];

  if (threads.isPending) return <Skeleton variant="rounded" height={240} />;
  if (threads.isError && !threads.data) {
    if (isApiError(threads.error) && threads.error.status === 403)
      return <Alert severity="warning">{errorMessage(threads.error, t) ?? threads.error.message}</Alert>;
    return <RetryAlert message={t('forum.loadFailed')} onRetry={() => void threads.refetch()} />;
  }
  if (items.length === 0) return <EmptyState title={t('forum.empty')} text={t('forum.emptyText')} />;
  return (
    <>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('forum.threads')}>
          {items.map((thread, index) => (
            <ThreadItem key={thread.id} thread={thread} divider={index < items.length - 1} />
          ))}
        </List>
      </Paper>
      {threads.hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={threads.isFetchingNextPage}
            onClick={() => void threads.fetchNextPage()}
          >
            {t('forum.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

function ThreadItem({ thread, divider }: { thread: TForumThreadSummary; divider: boolean }) {
  const { t } = useTranslation();
  const unread = thread.unread_count > 0;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={forumThreadPath(thread.id)}
        divider={divider}
        sx={{ gap: 1, alignItems: 'flex-start', py: 1.5 }}
      >
        <ListItemAvatar>
          <AuthorAvatar author={thread.author} />
        </ListItemAvatar>
        <ListItemText
          primary={thread.title}
          slotProps={{
            primary: { sx: { fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' } },
            secondary: { component: 'div' },
          }}
          secondary={
            <>
              {t('forum.startedBy', { name: thread.author.name })} ·{' '}
              {t('forum.replyCount', { count: thread.reply_count })} · {t('forum.lastActivity')}{' '}
              <RelativeTime instant={thread.last_post_at} />
            </>
          }
        />
        <Box sx={{ flexShrink: 0, pt: 0.5 }}>
          <UnreadChip count={thread.unread_count} />
        </Box>
      </ListItemButton>
    </li>
  );
}
