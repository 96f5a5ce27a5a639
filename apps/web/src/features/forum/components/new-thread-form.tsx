import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateForumThread } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/api-errors';
import { forumThreadPath } from '../api/forum-paths';
import { toast } from '../../../lib/toast';
import { useCreateThread } from '../api/create-forum-thread';
import { BodyField } from './body-field';
import { postRefusal } from '../post-refusal';
import { withLocalMessages } from '../../../lib/forms/rule-messages';

const schema = ZCreateForumThread.pick({ title: true, body: true });
type Values = z.input<typeof schema>;
const FIELDS = ['title', 'body'] as const;

type NewThreadFormProps = {
  /** The board's program, or null for the general board. */
  course: number | null;
  onCancel: () => void;
};

/** A title and a first post; the thread opens once it is started. A refusal keeps what was typed. */
export function NewThreadForm({ course, onCancel }: NewThreadFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const create = useCreateThread();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => withLocalMessages(zodResolver(schema), t), [t]);
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: { title: '', body: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const thread = await create.mutateAsync({ course, ...values });
      toast.success(t('forum.started'));
      void navigate(forumThreadPath(thread.id));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = FIELDS.filter((field) => error.fieldErrors[field]?.[0]);
      for (const field of fields)
        setError(field, { type: 'server', message: fieldErrorText(error, field, t) });
      if (fields.length === 0) setFormError(postRefusal(error, t));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('forum.newThread')}
        </Typography>
        <Stack spacing={2.5}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <FormTextField
            control={control}
            name="title"
            label={t('forum.title')}
            fullWidth
            autoFocus
            disabled={create.isPending}
          />
          <BodyField
            control={control}
            name="body"
            label={t('forum.body')}
            courseId={course}
            disabled={create.isPending}
            minRows={5}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} color="inherit" disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              {t('forum.startThread')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
