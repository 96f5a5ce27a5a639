import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementChangeEvent } from '@stripe/stripe-js';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { type ComponentType, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardFieldsProps, portalFailure } from './card-fields';
import { CardLogos } from './card-logos';

type Field = 'number' | 'expiry' | 'cvc';
type FieldState = { complete: boolean; error: string | null };

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js loads once per key, and only for a school that set one. */
function stripeFor(publicKey: string) {
  if (!loaded.has(publicKey)) loaded.set(publicKey, loadStripe(publicKey));
  return loaded.get(publicKey)!;
}

function StripeField({
  label,
  Element,
  state,
  disabled,
  onChange,
}: {
  label: string;
  Element: ComponentType<{
    options: object;
    onChange: (event: StripeElementChangeEvent) => void;
  }>;
  state: FieldState;
  disabled: boolean;
  onChange: (event: StripeElementChangeEvent) => void;
}) {
  const theme = useTheme();
  return (
    <FormControl fullWidth error={Boolean(state.error)} disabled={disabled}>
      <FormLabel sx={{ mb: 0.5, typography: 'body2' }}>{label}</FormLabel>
      <Stack
        sx={{
          px: 1.75,
          py: 2,
          border: 1,
          borderRadius: 1,
          borderColor: state.error ? 'error.main' : 'divider',
        }}
      >
        <Element
          onChange={onChange}
          options={{
            disabled,
            style: {
              base: {
                fontSize: '16px',
                color: theme.palette.text.primary,
                fontFamily: theme.typography.fontFamily,
                '::placeholder': { color: theme.palette.text.disabled },
              },
              invalid: { color: theme.palette.error.main },
            },
          }}
        />
      </Stack>
      <FormHelperText>{state.error ?? ' '}</FormHelperText>
    </FormControl>
  );
}

function StripeInputs({ ref, onCompleteChange, disabled }: CardFieldsProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [brand, setBrand] = useState('unknown');
  const [fields, setFields] = useState<Record<Field, FieldState>>({
    number: { complete: false, error: null },
    expiry: { complete: false, error: null },
    cvc: { complete: false, error: null },
  });
  const complete = Object.values(fields).every((f) => f.complete && !f.error) && stripe !== null;
  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  const track = (field: Field) => (event: StripeElementChangeEvent) => {
    if (field === 'number' && 'brand' in event) setBrand(String(event.brand));
    setFields((current) => ({
      ...current,
      [field]: { complete: event.complete, error: event.error?.message ?? null },
    }));
  };

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const card = elements?.getElement(CardNumberElement);
        if (!stripe || !card) return portalFailure('payment.generic');
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        if (paymentMethod) return { id: paymentMethod.id };
        return error?.message ? { error: error.message } : portalFailure('payment.generic');
      },
      async handleCardAction(clientSecret) {
        if (!stripe) return portalFailure('payment.generic');
        const { paymentIntent, error } = await stripe.handleCardAction(clientSecret);
        if (paymentIntent) return { paymentIntentId: paymentIntent.id };
        return error?.message ? { error: error.message } : portalFailure('payment.failed');
      },
    }),
    [stripe, elements],
  );

  return (
    <Stack spacing={1}>
      <CardLogos brand={brand} />
      <StripeField
        label={t('checkout.card.number')}
        Element={CardNumberElement}
        state={fields.number}
        disabled={disabled}
        onChange={track('number')}
      />
      <Grid container spacing={2}>
        <Grid size={6}>
          <StripeField
            label={t('checkout.card.expiry')}
            Element={CardExpiryElement}
            state={fields.expiry}
            disabled={disabled}
            onChange={track('expiry')}
          />
        </Grid>
        <Grid size={6}>
          <StripeField
            label={t('checkout.card.cvc')}
            Element={CardCvcElement}
            state={fields.cvc}
            disabled={disabled}
            onChange={track('cvc')}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Stripe Elements as the card inputs, used when the school has set its Stripe keys. */
export function StripeCardFields({ publicKey, ...props }: CardFieldsProps & { publicKey: string }) {
  const { i18n } = useTranslation();
  // Stripe writes its own field errors, in the reader's language when told it
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'fr-CA' ? 'fr-CA' : 'en';
  return (
    <Elements key={locale} stripe={stripeFor(publicKey)} options={{ locale }}>
      <StripeInputs {...props} />
    </Elements>
  );
}
