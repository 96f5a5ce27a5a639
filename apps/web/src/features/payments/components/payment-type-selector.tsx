import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPaymentPlan } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** 'full' or a plan's id: pay the whole price now, or a plan's registration fee now and the rest later. */
export type PaymentChoice = 'full' | number;

export function PaymentTypeSelector({
  price,
  currency,
  plans,
  value,
  onChange,
  disabled,
}: {
  price: number;
  currency: string;
  plans: TPaymentPlan[];
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const options = [
    {
      value: 'full',
      title: t('checkout.type.full'),
      // the page's own words
      lang: undefined,
      text: t('checkout.type.fullText', { amount: format.money(price, currency) }),
    },
    ...plans.map((plan) => ({
      value: String(plan.id),
      title: plan.name,
      lang: plan.lang,
      text: t('checkout.type.planText', {
        fee: format.money(plan.registration_fee, currency),
        count: plan.installments.length,
        total: format.money(
          plan.installments.reduce((sum, i) => sum + i.amount, 0),
          currency,
        ),
      }),
    })),
  ];
  return (
    <RadioGroup
      aria-label={t('checkout.type.label')}
      value={String(value)}
      onChange={(event) => onChange(event.target.value === 'full' ? 'full' : Number(event.target.value))}
    >
      <Stack spacing={1.5}>
        {options.map((option) => (
          <Paper
            key={option.value}
            variant="outlined"
            sx={{ px: 2, py: 1, borderColor: String(value) === option.value ? 'primary.main' : 'divider' }}
          >
            <FormControlLabel
              value={option.value}
              disabled={disabled}
              control={<Radio />}
              sx={{ width: '100%', m: 0 }}
              label={
                <Stack sx={{ py: 0.5 }}>
                  <Typography variant="subtitle1" component="span" lang={option.lang}>
                    {option.title}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                    {option.text}
                  </Typography>
                </Stack>
              }
            />
          </Paper>
        ))}
      </Stack>
    </RadioGroup>
  );
}
