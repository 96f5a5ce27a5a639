import type { TCreateSupportRequest } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { errorMessage, fieldErrorText } from '../lib/api-errors';
import { useCreateSupportRequest } from '../features/support/api/create-support-request';
import { toast } from '../lib/toast';
import { FormTextField } from './form-text-field';

export type SupportSource = NonNullable<TCreateSupportRequest['source']>;
type Values = { subject: string; message: string };
const FIELDS = ['subject', 'message'] as const;

type UseSupportFormOptions = {
  /** Where the student writes from, so the school knows what the message is about. */
  source: SupportSource;
  /** Shown as a notification once the message is sent. */
  successMessage: string;
  onSent: () => void;
};

/**
 * A subject and a message to the school. The spec gives the support form no client-side rules: the
 * server's messages show under the fields, anything else above them, and what was typed stays.
 */
export function useSupportForm({ source, successMessage, onSent }: UseSupportFormOptions) {
  const { t } = useTranslation();
  const send = useCreateSupportRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    defaultValues: { subject: '', message: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync({ ...values, source });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('auth.errors.generic'));
        return;
      }
      const underFields = FIELDS.filter((field) => error.fieldErrors[field]?.[0]);
      for (const field of underFields) {
        setError(field, { message: fieldErrorText(error, field, t) });
      }
      if (error.status === 0) setFormError(t('auth.errors.network'));
      // the request as a whole refused, or a field the form does not show
      else if (error.nonFieldErrors.length > 0 || underFields.length === 0) {
        const other = Object.values(error.fieldErrors)[0]?.[0];
        setFormError(errorMessage(error, t) ?? other ?? t('auth.errors.generic'));
      }
      return;
    }
    toast.success(successMessage);
    reset();
    onSent();
  });

  const clear = () => {
    reset();
    setFormError(null);
  };

  return { control, submit, formError, pending: send.isPending, clear };
}

type SupportFieldsProps = { control: Control<Values>; formError: string | null; autoFocus?: boolean };

/** The form's fields, with what the server said about the request as a whole above them. */
export function SupportFields({ control, formError, autoFocus }: SupportFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
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
          autoFocus={autoFocus}
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
    </>
  );
}
