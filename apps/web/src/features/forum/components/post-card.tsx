import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FORUM_EDIT_WINDOW_MINUTES, type TForumPost } from '@portal/contract';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeletePost } from '../api/delete-forum-post';
import { AuthorAvatar } from './author-avatar';
import { PostEditForm } from './lazy-forms';
import { PostBody } from './post-body';
import { RelativeTime } from './relative-time';

const EDIT_WINDOW_MS = FORUM_EDIT_WINDOW_MINUTES * 60 * 1000;

/** The server's word when the thread was read, and the clock since: the window may have closed meanwhile. */
function mayChange(post: TForumPost): boolean {
  return post.can_edit && Date.now() - Date.parse(post.created_at) < EDIT_WINDOW_MS;
}

type PostCardProps = {
  threadId: number;
  post: TForumPost;
  courseId: number | null;
  room: { slug: string; subscriptionId: number } | null;
};

export function PostCard({ threadId, post, courseId, room }: PostCardProps) {
  const { t } = useTranslation();
  const authorId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(threadId);
  const changeable = post.state === 'visible' && mayChange(post);

  const confirmDelete = () => {
    setConfirming(false);
    remove.mutate(post.id, {
      onSuccess: () => toast.success(t('forum.deleted')),
      onError: (error) =>
        toast.error(
          isApiError(error) && error.status > 0 && error.status < 500
            ? (errorMessage(error, t) ?? error.message)
            : t('forum.postFailed'),
        ),
    });
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={authorId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: post.unread ? 'primary.main' : undefined }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <AuthorAvatar author={post.author} size={36} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={authorId} component="h2" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {post.author.is_me ? t('forum.you', { name: post.author.name }) : post.author.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <RelativeTime instant={post.created_at} />
            {post.edited_at && post.state === 'visible' && ` ${t('forum.editedMark')}`}
          </Typography>
        </Box>
        {post.unread && <Chip size="small" color="primary" label={t('forum.newPost')} />}
      </Stack>
      {editing ? (
        // the text stays in place until the form's code is there
        <Suspense fallback={<PostBody post={post} room={room} />}>
          <PostEditForm
            threadId={threadId}
            post={post}
            courseId={courseId}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <PostBody post={post} room={room} />
      )}
      {changeable && !editing && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onPointerEnter={PostEditForm.preload}
            onFocus={PostEditForm.preload}
            onClick={() => setEditing(true)}
          >
            {t('forum.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            loading={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('forum.delete')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('forum.deleteTitle')}
        content={t('forum.deleteText')}
        confirmLabel={t('forum.delete')}
        confirmColor="error"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
