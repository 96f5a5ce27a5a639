import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSavedCard } from '../api/get-saved-card';
import { useUpdateSavedCard } from '../api/update-saved-card';
import { cardFailureText } from '../card/card-failure-text';
import type { CardFieldsHandle } from '../card/card-fields';
import { BRAND_LABELS } from '../card/card-logos';
import { CardPaymentDialog } from './card-payment-dialog';

/** The card kept for the next payments, and 'Update Card' to replace it. */
export function SavedCardPanel() {
  const { t } = useTranslation();
  const card = useSavedCard();
  const update = useUpdateSavedCard();
  const [open, setOpen] = useState(false);

  const replace = async (fields: CardFieldsHandle) => {
    const method = await fields.createPaymentMethod();
    if ('error' in method) {
      toast.error(cardFailureText(method, t));
      return method;
    }
    try {
      await update.mutateAsync(method.id);
    } catch (error) {
      // said here, in the reader's language: the dialog shows it as it is
      const message = errorMessage(error, t) ?? t('messages.payment.generic');
      toast.error(message);
      return { error: message };
    }
    toast.success(t('paymentDetails.cardUpdated'));
    setOpen(false);
    return undefined;
  };

  if (card.isPending) return <Skeleton variant="rounded" height={96} />;
  if (card.isError) return <Alert severity="error">{t('paymentDetails.loadFailed')}</Alert>;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CreditCardIcon color="primary" aria-hidden />
            {card.data ? (
              <div>
                <Typography variant="subtitle1">
                  {t('paymentDetails.cardEnding', {
                    brand: BRAND_LABELS[card.data.brand] ?? card.data.brand,
                    last4: card.data.last4,
                  })}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('paymentDetails.cardExpires', {
                    date: `${String(card.data.exp_month).padStart(2, '0')}/${card.data.exp_year}`,
                  })}
                </Typography>
              </div>
            ) : (
              <Typography>{t('paymentDetails.noCard')}</Typography>
            )}
          </Stack>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('checkout.card.update')}
          </Button>
        </Stack>
      </CardContent>
      <CardPaymentDialog mode="update" open={open} onClose={() => setOpen(false)} onSubmit={replace} />
    </Card>
  );
}
