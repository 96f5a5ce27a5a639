import { zodResolver } from '@hookform/resolvers/zod';
import {
  isFutureDate,
  PRACTICE_ENTRY_FILE_RULE,
  PRACTICE_ENTRY_LIMITS,
  type TPracticeEntry,
  messageRule,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/api-errors';
import { withLocalMessages } from '../../../lib/forms/rule-messages';
import { toast } from '../../../lib/toast';
import { uploadPracticeEntryFile, useAddPracticeEntry } from '../api/add-practice-entry';
import { useUpdatePracticeEntry } from '../api/update-practice-entry';
import { serverMessage } from './server-message';
import { useItemFileUpload } from './use-item-file-upload';
import { SubmissionFileField } from './submission-file-field';

/** The contract's rules, checked in the browser with its own messages (shown in the reader's language). */
function entrySchema(today: string) {
  return z.object({
    date: z
      .string()
      .min(1, messageRule('practice.dateRequired'))
      .refine((date) => !isFutureDate(date, today), messageRule('practice.dateInFuture')),
    duration: z.string().refine((value) => {
      const minutes = Number(value);
      return /^\d+$/.test(value.trim()) && minutes >= 1 && minutes <= PRACTICE_ENTRY_LIMITS.maxMinutes;
    }, messageRule('practice.durationRange')),
    note: z
      .string()
      .trim()
      .min(1, messageRule('practice.noteRequired'))
      .max(PRACTICE_ENTRY_LIMITS.noteMaxLength, messageRule('practice.noteTooLong')),
    file: z.instanceof(File).nullable(),
    keepFile: z.boolean(),
  });
}

type Values = z.infer<ReturnType<typeof entrySchema>>;
const FIELDS = ['date', 'duration_minutes', 'note', 'file'] as const;
const fieldOf = (name: (typeof FIELDS)[number]) => (name === 'duration_minutes' ? 'duration' : name);

type PracticeEntryDialogProps = {
  subscriptionId: number;
  contentId: number;
  /** The school's calendar day, the latest an entry may have. */
  today: string;
  /** The entry being changed; none for a new one. */
  entry: TPracticeEntry | null;
  onClose: () => void;
};

/** Adds or changes an entry: its file is checked in the browser, uploaded, then sent with the rest. */
export function PracticeEntryDialog({
  subscriptionId,
  contentId,
  today,
  entry,
  onClose,
}: PracticeEntryDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const schema = useMemo(() => entrySchema(today), [today]);
  const { control, handleSubmit, setError, clearErrors } = useForm<Values>({
    resolver: withLocalMessages(zodResolver(schema), t),
    defaultValues: {
      date: entry?.date ?? today,
      duration: entry ? String(entry.duration_minutes) : '',
      note: entry?.note ?? '',
      file: null,
      keepFile: Boolean(entry?.file),
    },
  });
  const { field: file, fieldState: fileState } = useController({ control, name: 'file' });
  const { field: keepFile } = useController({ control, name: 'keepFile' });
  const add = useAddPracticeEntry(subscriptionId, contentId);
  const update = useUpdatePracticeEntry(subscriptionId, contentId);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { upload, progress } = useItemFileUpload(
    (file, onProgress) => uploadPracticeEntryFile(contentId, file, onProgress),
    {
      onFileError: (message) => setError('file', { message }),
      onFormError: setFormError,
    },
  );

  const save = handleSubmit(async (values) => {
    setFormError(null);
    setBusy(true);
    try {
      let fileId = values.keepFile ? (entry?.file?.id ?? null) : null;
      if (values.file) {
        fileId = await upload(values.file);
        if (fileId === null) return;
      }
      const body = {
        date: values.date,
        duration_minutes: Number(values.duration),
        note: values.note,
        file: fileId,
      };
      if (entry) await update.mutateAsync({ id: entry.id, ...body });
      else await add.mutateAsync(body);
      toast.success(t(entry ? 'content.practice.saved' : 'content.practice.added'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = FIELDS.filter((name) => error.fieldErrors[name]?.[0]);
      for (const name of fields) setError(fieldOf(name), { message: fieldErrorText(error, name, t) });
      if (fields.length === 0) setFormError(serverMessage(error, t('content.practice.saveFailed'), t));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>
          {t(entry ? 'content.practice.editTitle' : 'content.practice.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="date"
                type="date"
                label={t('content.practice.date')}
                required
                fullWidth
                disabled={busy}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              />
              <FormTextField
                control={control}
                name="duration"
                type="number"
                label={t('content.practice.duration')}
                helperText={t('content.practice.durationHint', { max: PRACTICE_ENTRY_LIMITS.maxMinutes })}
                required
                fullWidth
                disabled={busy}
                slotProps={{
                  htmlInput: { min: 1, max: PRACTICE_ENTRY_LIMITS.maxMinutes, inputMode: 'numeric' },
                }}
              />
            </Stack>
            <FormTextField
              control={control}
              name="note"
              label={t('content.practice.note')}
              helperText={t('content.practice.noteHint')}
              required
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
            />
            <SubmissionFileField
              file={file}
              keepFile={keepFile}
              storedFile={entry?.file ?? null}
              rule={PRACTICE_ENTRY_FILE_RULE}
              maxMb={PRACTICE_ENTRY_FILE_RULE.maxBytes / (1024 * 1024)}
              disabled={busy}
              error={fileState.error?.message}
              onError={(message) => (message ? setError('file', { message }) : clearErrors('file'))}
            />
            {progress !== null && file.value && (
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('content.assignment.uploading', { name: file.value.name })}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t(entry ? 'content.practice.save' : 'content.practice.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
