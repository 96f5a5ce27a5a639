import { zodResolver } from '@hookform/resolvers/zod';
import type { TCreateSupportRequest } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../lib/api-client';
import { useCreateSupportRequest } from '../lib/support/create-support-request';
import { toast } from '../lib/toast';
import { FormTextField } from './form-text-field';

// the spec gives the support form no client-side rules: the server's messages show under the fields
const schema = z.object({ subject: z.string(), message: z.string() });
type Values = z.infer<typeof schema>;
const FIELDS = ['subject', 'message'] as const;

type ContactAdminDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Shown as a notification once the message is sent. */
  successMessage: string;
  /** Where the student wrote from, so the school knows what the message is about. */
  source: NonNullable<TCreateSupportRequest['source']>;
};

/** A subject and a message to the school: Report an Issue, Contact Admin and Contact Support. */
export function ContactAdminDialog({
  open,
  onClose,
  title,
  successMessage,
  source,
}: ContactAdminDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const send = useCreateSupportRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { subject: '', message: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync({ ...values, source });
      toast.success(successMessage);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fieldMessages = FIELDS.filter((field) => error.fieldErrors[field]?.[0]);
      for (const field of fieldMessages) setError(field, { message: error.fieldErrors[field]![0] });
      if (fieldMessages.length === 0 || error.nonFieldErrors.length > 0) {
        setFormError(error.status === 0 ? t('auth.errors.network') : error.message);
      }
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            reset();
            setFormError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="subject"
              label={t('report.subject')}
              placeholder={t('report.subjectPlaceholder')}
              fullWidth
              autoFocus
            />
            <FormTextField
              control={control}
              name="message"
              label={t('report.message')}
              placeholder={t('report.messagePlaceholder')}
              multiline
              minRows={4}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('report.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
