import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useRequestPaidToSchool } from '../api/request-paid-to-school';

/** Paying at the school: the student asks for access, and the school opens it once it records the payment. */
export function PayAtSchoolCard({
  courseId,
  subscriptionId,
  schoolName,
  planId,
}: {
  courseId: number;
  subscriptionId: number;
  schoolName: string;
  planId: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestPaidToSchool();
  const [note, setNote] = useState('');

  const submit = () =>
    request.mutate(
      {
        subscription_id: subscriptionId,
        payment_type: planId ? 'payment_plan' : 'full_payment',
        ...(planId ? { payment_plan: planId } : {}),
        note,
      },
      {
        onSuccess: (answer) =>
          void navigate(
            `/checkout/${courseId}/payment-school-thanks?subscription=${subscriptionId}&payment=${answer.id}`,
          ),
        onError: (error) => toast.error(errorMessage(error, t) ?? t('checkout.school.failed')),
      },
    );

  return (
    <Stack spacing={2}>
      <Typography>{t('checkout.school.text', { name: schoolName })}</Typography>
      <TextField
        label={t('checkout.school.note')}
        helperText={t('checkout.school.noteHelp')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Button
        variant="contained"
        size="large"
        onClick={submit}
        loading={request.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('checkout.school.request')}
      </Button>
    </Stack>
  );
}
