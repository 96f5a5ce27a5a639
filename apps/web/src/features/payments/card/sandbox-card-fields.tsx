import { brandOf, cardDigits, checkCardNumber, checkCvc, checkExpiry } from '@portal/contract';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { localRuleMessage } from '../../../lib/forms/rule-messages';
import { postSandboxPaymentMethod } from '../api/create-sandbox-payment-method';
import { type CardFieldsProps, portalFailure } from './card-fields';
import { isMessageCode } from '../../../lib/message-text';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-format';
import { CardLogos } from './card-logos';
import { SandboxChallengeDialog } from './sandbox-challenge-dialog';

type Field = 'number' | 'expiry' | 'cvc';

function problems(values: Record<Field, string>, now: Date): Record<Field, string | null> {
  const { month, year } = parseExpiry(values.expiry);
  return {
    number: checkCardNumber(values.number),
    expiry: checkExpiry(month, year, now),
    cvc: checkCvc(values.cvc, values.number),
  };
}

/** A field shows its problem once left, or as soon as it is full and still wrong, as Stripe's inputs do. */
function isFull(field: Field, values: Record<Field, string>) {
  if (field === 'number')
    return cardDigits(values.number).length >= (brandOf(values.number) === 'amex' ? 15 : 16);
  if (field === 'expiry') return values.expiry.replace(/\D/g, '').length === 4;
  return false;
}

/**
 * The sandbox provider's card inputs: they check the card as Stripe's do, tokenise it on the
 * sandbox, and run the sandbox bank's 3-D Secure page when a payment needs it.
 */
export function SandboxCardFields({ ref, onCompleteChange, disabled }: CardFieldsProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '' });
  const [left, setLeft] = useState<Record<Field, boolean>>({ number: false, expiry: false, cvc: false });
  const [challenge, setChallenge] = useState<string | null>(null);
  const settle = useRef<((answered: boolean) => void) | null>(null);

  const found = problems(values, new Date());
  const complete = !found.number && !found.expiry && !found.cvc;
  useEffect(() => onCompleteChange(complete), [complete, onCompleteChange]);

  const shown = (field: Field) => (left[field] || isFull(field, values) ? found[field] : null);

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const { month, year } = parseExpiry(values.expiry);
        try {
          const method = await postSandboxPaymentMethod({
            number: cardDigits(values.number),
            exp_month: month,
            exp_year: year,
            cvc: values.cvc,
          });
          return { id: method.id };
        } catch (error) {
          // the sandbox refuses a card by its fields' codes, as its inputs check them
          const refused = isApiError(error) ? Object.values(error.fieldCodes)[0]?.[0] : undefined;
          return refused && isMessageCode(refused.code)
            ? portalFailure(refused.code)
            : portalFailure('card.numberInvalid');
        }
      },
      handleCardAction(clientSecret) {
        return new Promise((resolve) => {
          settle.current = (answered) => {
            settle.current = null;
            setChallenge(null);
            resolve(
              answered
                ? { paymentIntentId: clientSecret.split('_secret_')[0]! }
                : portalFailure('card.authenticationFailed'),
            );
          };
          setChallenge(clientSecret);
        });
      },
    }),
    [values],
  );

  const answered = useCallback(() => settle.current?.(true), []);
  const cancelled = useCallback(() => settle.current?.(false), []);

  const field = (name: Field, format: (input: string) => string) => ({
    value: values[name],
    disabled,
    error: Boolean(shown(name)),
    helperText: localRuleMessage(shown(name) ?? ' ', t),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: format(event.target.value) })),
    onBlur: () => setLeft((current) => ({ ...current, [name]: values[name] !== '' || current[name] })),
  });

  return (
    <Stack spacing={1}>
      <CardLogos brand={brandOf(cardDigits(values.number))} />
      <TextField
        label={t('checkout.card.number')}
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
        {...field('number', formatCardNumber)}
      />
      <Grid container spacing={2}>
        <Grid size={6}>
          <TextField
            label={t('checkout.card.expiry')}
            placeholder={t('checkout.card.expiryPlaceholder')}
            autoComplete="cc-exp"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            {...field('expiry', formatExpiry)}
          />
        </Grid>
        <Grid size={6}>
          <TextField
            label={t('checkout.card.cvc')}
            placeholder="CVC"
            autoComplete="cc-csc"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
            {...field('cvc', formatCvc)}
          />
        </Grid>
      </Grid>
      <SandboxChallengeDialog clientSecret={challenge} onAnswered={answered} onCancel={cancelled} />
    </Stack>
  );
}
