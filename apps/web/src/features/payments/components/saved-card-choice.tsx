import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { BRAND_LABELS } from '../card/card-logos';

export type CardChoice = 'saved' | 'another';

/** Paying with the student's saved card, or typing another one, as Stripe Checkout offers. */
export function SavedCardChoice({
  card,
  value,
  onChange,
  disabled,
}: {
  card: { brand: string; last4: string };
  value: CardChoice;
  onChange: (choice: CardChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const ending = t('paymentDetails.cardEnding', {
    brand: BRAND_LABELS[card.brand] ?? card.brand,
    last4: card.last4,
  });
  return (
    <RadioGroup
      aria-label={t('checkout.card.cardChoice')}
      value={value}
      onChange={(event) => onChange(event.target.value as CardChoice)}
    >
      <FormControlLabel
        value="saved"
        disabled={disabled}
        control={<Radio />}
        label={t('checkout.card.payWithSaved', { card: ending })}
      />
      <FormControlLabel
        value="another"
        disabled={disabled}
        control={<Radio />}
        label={t('checkout.card.useAnotherCard')}
      />
    </RadioGroup>
  );
}
