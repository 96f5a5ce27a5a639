import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { isApiError } from '../../../lib/api-client';
import { forumBoardPath } from '../api/forum-paths';
import { useForumThread } from '../api/get-forum-thread';
import { HiddenThreadView } from '../components/hidden-thread-view';
import { PostCard } from '../components/post-card';
import { RelativeTime } from '../components/relative-time';
import { LazyMarkdown } from '../../../components/lazy-markdown';
import { ReplyForm } from '../components/lazy-forms';

/** The reply box's height, kept while its code loads. */
const REPLY_FORM_HEIGHT = 260;

/** `/forum/:threadId`: a thread's posts, oldest first, and the reply box. */
export function ThreadPage() {
  const { t } = useTranslation();
  const { threadId } = useParams();
  const id = Number(threadId);
  const valid = Number.isInteger(id) && id > 0;
  const thread = useForumThread(id);
  const data = thread.data;
  const slug = data?.course?.slug;
  const subscriptionId = data?.subscription_id;
  // one object while the thread is shown, so its posts' Markdown is not parsed again on each render
  const room = useMemo(
    () => (slug && subscriptionId ? { slug, subscriptionId } : null),
    [slug, subscriptionId],
  );
  // the posts' renderer and the reply box's code come in while the thread is fetched
  useEffect(() => {
    LazyMarkdown.preload();
    ReplyForm.preload();
  }, []);

  if (!valid || (isApiError(thread.error) && thread.error.status === 404)) return <NotFoundView />;
  if (isApiError(thread.error) && thread.error.status === 410)
    return <HiddenThreadView own={Object(thread.error.data).own === true} />;
  const back = (
    <Button
      component={RouterLink}
      to={forumBoardPath(data?.course?.id)}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 2 }}
    >
      {data?.course ? (
        <SentenceWithName i18nKey="forum.backToBoard" name={data.course.name} lang={data.course.lang} />
      ) : (
        t('forum.backToForum')
      )}
    </Button>
  );

  const loading = (
    <Page title={t('pages.forum.title')} heading={null} maxWidth="md">
      {back}
      {thread.isError ? (
        <RetryAlert message={t('forum.threadLoadFailed')} onRetry={() => void thread.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </Page>
  );
  if (!data) return loading;

  const courseId = data.course?.id ?? null;
  // the posts show once their renderer is there, as the thread did while it was fetched
  return (
    <Suspense fallback={loading}>
      <Page title={data.title} heading={null} maxWidth="md">
        {back}
        <Typography
          variant="overline"
          component="p"
          lang={data.course?.lang}
          sx={{ color: 'text.secondary' }}
        >
          {data.course?.name ?? t('forum.general')}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          {t('forum.startedBy', { name: data.author.name })} · <RelativeTime instant={data.created_at} /> ·{' '}
          {t('forum.replyCount', { count: data.reply_count })}
        </Typography>
        <Stack spacing={2} component="section" aria-label={t('forum.posts')}>
          {data.posts.map((post) => (
            <PostCard key={post.id} threadId={data.id} post={post} courseId={courseId} room={room} />
          ))}
        </Stack>
        <Divider sx={{ my: 4 }} />
        <Box>
          <Suspense fallback={<Skeleton variant="rounded" height={REPLY_FORM_HEIGHT} />}>
            <ReplyForm threadId={data.id} courseId={courseId} />
          </Suspense>
        </Box>
      </Page>
    </Suspense>
  );
}
