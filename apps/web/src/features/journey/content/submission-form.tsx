import { zodResolver } from '@hookform/resolvers/zod';
import { documentFileRule, LIMITS, ZSubmitContentRequest } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { uploadSubmissionFile, useSubmitContent } from '../api/submit-content';
import type { TAssignmentContent } from './content-types';
import { serverMessage } from './server-message';
import { useItemFileUpload } from './use-item-file-upload';
import { SubmissionFileField } from './submission-file-field';

type Mode = TAssignmentContent['assignment']['submission'];

const TEXT_MAX = ZSubmitContentRequest.shape.text.unwrap().maxLength ?? Infinity;

/** `keepFile`: the file already handed in goes with the new submission unless removed or replaced. */
function submissionSchema(mode: Mode, t: TFunction) {
  return z
    .object({
      text: z.string().max(TEXT_MAX, t('content.assignment.errors.textTooLong', { max: TEXT_MAX })),
      file: z.instanceof(File).nullable(),
      keepFile: z.boolean(),
    })
    .superRefine(({ text, file, keepFile }, ctx) => {
      const hasFile = file !== null || keepFile;
      const hasText = text.trim() !== '';
      if (mode === 'file' && !hasFile)
        ctx.addIssue({
          code: 'custom',
          path: ['file'],
          message: t('content.assignment.errors.fileRequired'),
        });
      if (mode === 'text' && !hasText)
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message: t('content.assignment.errors.textRequired'),
        });
      if (mode === 'file_or_text' && !hasFile && !hasText)
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message: t('content.assignment.errors.answerRequired'),
        });
    });
}

type Values = z.infer<ReturnType<typeof submissionSchema>>;

type SubmissionFormProps = {
  content: TAssignmentContent;
  /** Called once the work is handed in. */
  onSubmitted?: () => void;
  /** Shown as Cancel when the student is changing work already handed in. */
  onCancel?: () => void;
};

/**
 * Hands in the work: the file is checked in the browser, uploaded with progress, then sent with the
 * text. A refusal keeps everything the student wrote and picked, with the server's reason.
 */
export function SubmissionForm({ content, onSubmitted, onCancel }: SubmissionFormProps) {
  const { t } = useTranslation();
  const { assignment } = content;
  const current = content.submission;
  const takesText = assignment.submission !== 'file';
  const takesFile = assignment.submission !== 'text';
  const rule = documentFileRule(assignment.file_extensions, assignment.max_file_size_mb);
  const maxMb = assignment.max_file_size_mb > 0 ? assignment.max_file_size_mb : LIMITS.defaultDocumentMaxMb;
  const schema = useMemo(() => submissionSchema(assignment.submission, t), [assignment.submission, t]);
  const { control, handleSubmit, setError, clearErrors } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { text: current?.text ?? '', file: null, keepFile: Boolean(current?.file) },
  });
  const { field: file, fieldState: fileState } = useController({ control, name: 'file' });
  const { field: keepFile } = useController({ control, name: 'keepFile' });
  const submit = useSubmitContent(content.subscription, content.id);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { upload, progress } = useItemFileUpload(
    (file, onProgress) => uploadSubmissionFile(content.id, file, onProgress),
    {
      onFileError: (message) => setError('file', { message }),
      onFormError: setFormError,
    },
  );

  const send = handleSubmit(async (values) => {
    setFormError(null);
    setBusy(true);
    try {
      let fileId = values.keepFile ? (current?.file?.id ?? null) : null;
      if (takesFile && values.file) {
        fileId = await upload(values.file);
        if (fileId === null) return;
      }
      await submit.mutateAsync({ text: takesText ? values.text : '', file: takesFile ? fileId : null });
      toast.success(t('content.assignment.submitted'));
      onSubmitted?.();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = (['text', 'file'] as const).filter((name) => error.fieldErrors[name]?.[0]);
      for (const name of fields) setError(name, { message: fieldErrorText(error, name, t) });
      if (fields.length === 0) setFormError(serverMessage(error, t('content.assignment.submitFailed'), t));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={send}>
      <Stack spacing={2.5}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {takesText && (
          <FormTextField
            control={control}
            name="text"
            label={t('content.assignment.yourAnswer')}
            multiline
            minRows={6}
            fullWidth
            disabled={busy}
          />
        )}
        {takesFile && (
          <SubmissionFileField
            file={file}
            keepFile={keepFile}
            storedFile={current?.file ?? null}
            rule={rule}
            maxMb={maxMb}
            disabled={busy}
            error={fileState.error?.message}
            onError={(message) => (message ? setError('file', { message }) : clearErrors('file'))}
          />
        )}
        {progress !== null && file.value && (
          <Box>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('content.assignment.uploading', { name: file.value.name })}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('content.assignment.progress', { percent: progress })}
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={busy}>
            {current ? t('content.assignment.resubmit') : t('content.assignment.submit')}
          </Button>
          {onCancel && (
            <Button color="inherit" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
