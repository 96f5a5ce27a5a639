import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULTS } from '@portal/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { useSiteConfig } from '../../institute/api/get-site-config';
import { useFormat } from '../../../lib/format';
import { useSavedCard } from '../api/get-saved-card';
import { cardFailureText } from '../card/card-failure-text';
import type { CardFailure, CardFieldsHandle } from '../card/card-fields';
import { SandboxCardFields } from '../card/sandbox-card-fields';
import { savedCardHandle } from '../card/saved-card-handle';
import { type CardChoice, SavedCardChoice } from './saved-card-choice';

// Stripe.js is fetched only by schools that use Stripe
const StripeCardFields = lazy(() =>
  import('../card/stripe-card-fields').then((m) => ({ default: m.StripeCardFields })),
);

/** A failed submit, with the server's answer when it gave one. */
export type CardSubmitResult = (CardFailure & { raw?: string }) | undefined;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Runs the payment (or the card update) with the filled card inputs, or the saved card in their place. */
  onSubmit: (card: CardFieldsHandle, saveCard: boolean) => Promise<CardSubmitResult>;
} & (
  | {
      mode: 'pay';
      programName: string;
      programLang: string;
      programFees: number;
      amount: number;
      currency: string;
    }
  | { mode: 'update' }
);

/** The card payment dialog of spec section 2, also used to replace the saved card ('Update Card'). */
export function CardPaymentDialog(props: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const siteConfig = useSiteConfig();
  const card = useRef<CardFieldsHandle>(null);
  const running = useRef(false);
  const [complete, setComplete] = useState(false);
  const [saveCard, setSaveCard] = useState<boolean>(DEFAULTS.saveCard);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CardSubmitResult>(undefined);
  const failureAlert = useRef<HTMLDivElement>(null);
  // the fields and Submit were disabled while the bank answered: the reader goes on from its answer,
  // which a phone's dialog scrolls to, whole, over the fields above it
  useEffect(() => {
    if (!failure) return;
    failureAlert.current?.focus();
    failureAlert.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);
  const savedCard = useSavedCard();
  const [choice, setChoice] = useState<CardChoice>('saved');
  const publicKey = siteConfig.data?.payment_public_key ?? null;
  // the card this payment uses instead of the fields, when the student keeps their saved one
  const saved = props.mode === 'pay' && choice === 'saved' ? (savedCard.data ?? null) : null;

  const submit = async () => {
    const handle = saved ? savedCardHandle(saved.payment_method_id, card) : card.current;
    // a second click before the first re-renders must not start a second payment
    if (running.current || !handle) return;
    running.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      // the saved card has no 'Save this card' box: paying with it keeps it the saved card
      setFailure(await props.onSubmit(handle, saved ? true : saveCard));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const close = () => {
    if (busy) return;
    setFailure(undefined);
    props.onClose();
  };

  const fieldsProps = { ref: card, onCompleteChange: setComplete, disabled: busy };
  const title =
    props.mode === 'pay' ? (
      <SentenceWithName
        i18nKey="checkout.card.title"
        name={props.programName}
        lang={props.programLang}
        values={{ amount: format.money(props.amount, props.currency) }}
      />
    ) : (
      t('checkout.card.updateTitle')
    );

  return (
    <Dialog open={props.open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="card-dialog-title">
      <DialogTitle id="card-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.mode === 'pay' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('checkout.card.programFees')}
                value={format.money(props.programFees, props.currency)}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
              />
              <TextField
                label={t('checkout.card.amountToPay')}
                value={format.money(props.amount, props.currency)}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
              />
            </Stack>
          )}
          {props.mode === 'pay' && savedCard.data && (
            <SavedCardChoice card={savedCard.data} value={choice} onChange={setChoice} disabled={busy} />
          )}
          {/* hidden, not unmounted, with the saved card: its handle runs the bank's authentication */}
          <Stack spacing={2} sx={{ display: saved ? 'none' : undefined }}>
            {siteConfig.data?.sandbox && !publicKey && (
              <Alert severity="info">{t('checkout.card.sandboxCards')}</Alert>
            )}
            {publicKey ? (
              <Suspense fallback={<LoadingScreen />}>
                <StripeCardFields publicKey={publicKey} {...fieldsProps} />
              </Suspense>
            ) : (
              <SandboxCardFields {...fieldsProps} />
            )}
          </Stack>
          {props.mode === 'pay' && !saved && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={saveCard}
                  onChange={(event) => setSaveCard(event.target.checked)}
                  disabled={busy}
                />
              }
              label={t('checkout.card.saveCard')}
            />
          )}
          {failure && (
            <Alert ref={failureAlert} severity="error" role="alert" tabIndex={-1}>
              {cardFailureText(failure, t)}
              {failure.raw && (
                <Box component="details" sx={{ mt: 1 }}>
                  <Typography component="summary" variant="caption" sx={{ cursor: 'pointer' }}>
                    {t('checkout.card.details')}
                  </Typography>
                  <Typography
                    component="pre"
                    variant="caption"
                    sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                  >
                    {failure.raw}
                  </Typography>
                </Box>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!saved && !complete}
          loading={busy}
        >
          {props.mode === 'pay' ? t('checkout.card.submit') : t('checkout.card.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
