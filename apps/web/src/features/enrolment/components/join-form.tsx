import { zodResolver } from '@hookform/resolvers/zod';
import { type TCourseDetail, messageRule } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { SentenceWithName } from '../../../components/sentence-with-name';
import type { JoinedState } from '../../../components/thanks-screen';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrorText } from '../../../lib/api-errors';
import { withLocalMessages } from '../../../lib/forms/rule-messages';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/subscribe';
import { joinResult } from '../api/join-result';
import { AlreadyEnrolledDialog } from './already-enrolled-dialog';

// the spec's only rules: required, and an email
const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, messageRule('rules.required'))
    .pipe(z.email(messageRule('rules.email'))),
});
type Values = z.input<typeof schema>;

/** What the server said about a failure that is not about the email field, or none to say it failed. */
function formMessage(error: ApiError, t: TFunction): string | undefined {
  if (error.status === 0 || error.status >= 500) return undefined;
  const field = Object.keys(error.fieldErrors).find((name) => name !== 'student_email');
  return errorMessage(error, t) ?? (field && fieldErrorText(error, field, t));
}

type JoinFormProps = {
  course: TCourseDetail;
  cohortId: number | null;
  /** The signed-in student's email, filled in for them. */
  email: string | undefined;
};

/** One email field: joining the program (or cohort) leads to thanks, checkout, or the already-enrolled dialog. */
export function JoinForm({ course, cohortId, email }: JoinFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyEnrolled, setAlreadyEnrolled] = useState(false);
  const resolver = useMemo(() => withLocalMessages(zodResolver(schema), t), [t]);
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: { email: email ?? '' },
  });

  const submit = handleSubmit(async ({ email: studentEmail }) => {
    setFormError(null);
    try {
      const response = await subscribe.mutateAsync({
        course: course.id,
        student_email: studentEmail,
        cohort: cohortId ?? undefined,
      });
      const result = joinResult(response, studentEmail);
      if (result.kind === 'alreadyEnrolled') {
        setAlreadyEnrolled(true);
        return;
      }
      if (result.kind === 'trial')
        toast.success(
          <SentenceWithName i18nKey="enrolment.join.trialStarted" name={course.name} lang={course.lang} />,
        );
      const state: JoinedState = { email: studentEmail, invited: response.invited };
      void navigate(result.to, { state });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const emailMessage = fieldErrorText(error, 'student_email', t);
      if (emailMessage) setError('email', { type: 'server', message: emailMessage });
      const message = formMessage(error, t);
      if (message) setFormError(message);
      else if (!emailMessage) setFormError(t('messages.subscribe.failed'));
    }
  });

  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void submit(event)}
        aria-label={t('enrolment.join.form')}
      >
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('enrolment.join.email')}
          helperText={t('messages.subscribe.emailHelper')}
          autoComplete="email"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={subscribe.isPending}>
          {t('enrolment.join.submit')}
        </Button>
      </Stack>
      <AlreadyEnrolledDialog open={alreadyEnrolled} onClose={() => setAlreadyEnrolled(false)} />
    </>
  );
}
