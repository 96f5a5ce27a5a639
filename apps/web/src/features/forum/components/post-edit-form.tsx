import { zodResolver } from '@hookform/resolvers/zod';
import { type TForumPost, ZForumPostBody } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrorText } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePost } from '../api/update-forum-post';
import { BodyField } from './body-field';
import { withLocalMessages } from '../../../lib/forms/rule-messages';

type Values = z.input<typeof ZForumPostBody>;

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
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => withLocalMessages(zodResolver(ZForumPostBody), t), [t]);
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof ZForumPostBody>>({
    resolver,
    defaultValues: { body: post.body },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ postId: post.id, body: values });
      toast.success(t('forum.edited'));
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const bodyMessage = fieldErrorText(error, 'body', t);
      if (bodyMessage) setError('body', { type: 'server', message: bodyMessage });
      else
        setFormError(
          error.status === 0 || error.status >= 500
            ? t('forum.postFailed')
            : (errorMessage(error, t) ?? error.message),
        );
    }
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
