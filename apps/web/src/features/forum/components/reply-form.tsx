import { zodResolver } from '@hookform/resolvers/zod';
import { ZForumPostBody } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrorText } from '../../../lib/api-errors';
import { useCreatePost } from '../api/create-forum-post';
import { BodyField } from './body-field';
import { withLocalMessages } from '../../../lib/forms/rule-messages';

type Values = z.input<typeof ZForumPostBody>;

/** The reply box under a thread; it empties once the reply is posted, and keeps the text if it fails. */
export function ReplyForm({ threadId, courseId }: { threadId: number; courseId: number | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const create = useCreatePost(threadId);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => withLocalMessages(zodResolver(ZForumPostBody), t), [t]);
  const { control, handleSubmit, setError, reset } = useForm<
    Values,
    unknown,
    z.output<typeof ZForumPostBody>
  >({ resolver, defaultValues: { body: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      reset({ body: '' });
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
