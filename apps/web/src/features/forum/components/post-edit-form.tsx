import type { TForumPost } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useUpdatePost } from '../api/update-forum-post';
import { BodyField } from './body-field';
import { usePostBodyForm } from '../hooks/use-post-body-form';

type PostEditFormProps = {
  threadId: number;
  post: TForumPost;
  courseId: number | null;
  onDone: () => void;
};

/** The post's text to change in place; a refusal (the window closed meanwhile) keeps the new text. */
export function PostEditForm({ threadId, post, courseId, onDone }: PostEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdatePost(threadId);
  const { control, submit, formError } = usePostBodyForm(post.body, async (values) => {
    await update.mutateAsync({ postId: post.id, body: values });
    toast.success(t('forum.edited'));
    onDone();
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <BodyField
          control={control}
          name="body"
          label={t('forum.editLabel')}
          courseId={courseId}
          disabled={update.isPending}
          autoFocus
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone} color="inherit" disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('forum.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
