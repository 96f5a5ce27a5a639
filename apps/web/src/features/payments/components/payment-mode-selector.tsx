import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayBy } from '../payment-state';

const ICONS: Record<PayBy, ReactNode> = {
  click2pay: <AccountBalanceIcon />,
  pay_by_card: <CreditCardIcon />,
  paid_to_school: <SchoolIcon />,
};

/** Interac, card, and paying at the school: only the ways this school and program offer. */
export function PaymentModeSelector({
  options,
  value,
  onChange,
  disabled,
}: {
  options: PayBy[];
  value: PayBy;
  onChange: (payBy: PayBy) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labels: Record<PayBy, { title: string; text: string }> = {
    click2pay: { title: t('checkout.modes.interac'), text: t('checkout.modes.interacText') },
    pay_by_card: { title: t('checkout.modes.card'), text: t('checkout.modes.cardText') },
    paid_to_school: { title: t('checkout.modes.school'), text: t('checkout.modes.schoolText') },
  };
  return (
    <RadioGroup
      aria-label={t('checkout.modes.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as PayBy)}
    >
      <Stack spacing={1.5}>
        {options.map((option) => (
          <Paper
            key={option}
            variant="outlined"
            sx={{ px: 2, py: 1, borderColor: value === option ? 'primary.main' : 'divider' }}
          >
            <FormControlLabel
              value={option}
              disabled={disabled}
              control={<Radio />}
              sx={{ width: '100%', m: 0 }}
              label={
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.5 }}>
                  <Stack sx={{ color: 'primary.main' }} aria-hidden>
                    {ICONS[option]}
                  </Stack>
                  <Stack component="span">
                    <Typography variant="subtitle1" component="span">
                      {labels[option].title}
                    </Typography>
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {labels[option].text}
                    </Typography>
                  </Stack>
                </Stack>
              }
            />
          </Paper>
        ))}
      </Stack>
    </RadioGroup>
  );
}
