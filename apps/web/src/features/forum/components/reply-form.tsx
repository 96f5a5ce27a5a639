import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePost } from '../api/create-forum-post';
import { BodyField } from './body-field';
import { usePostBodyForm } from '../hooks/use-post-body-form';

/** The reply box under a thread; it empties once the reply is posted, and keeps the text if it fails. */
export function ReplyForm({ threadId, courseId }: { threadId: number; courseId: number | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreatePost(threadId);
  const { control, submit, formError } = usePostBodyForm('', async (values) => {
    await create.mutateAsync(values);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('forum.reply')}
      </Typography>
      <Stack spacing={2}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <BodyField
          control={control}
          name="body"
          label={t('forum.replyLabel')}
          courseId={courseId}
          disabled={create.isPending}
        />
        <Box sx={{ textAlign: 'right' }}>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('forum.postReply')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
