import type { TStaffProgram } from '@portal/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { intlLocale } from '../../lib/intl-locale';

/** The payment plans students choose at checkout, as the content folder sets them. */
export function ProgramPlans() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!program || program.payment_plans.length === 0) return null;
  const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: program.currency });
  return (
    <Box component="section" aria-labelledby="plans-title" sx={{ p: 2 }}>
      <Typography id="plans-title" component="h2" variant="h6">
        {translate('console.programs.plans')}
      </Typography>
      <List dense>
        {program.payment_plans.map((plan) => (
          <ListItem key={plan.id}>
            <ListItemText
              primary={plan.name}
              secondary={translate('console.programs.planSchedule', {
                fee: money.format(plan.registration_fee / 100),
                smart_count: plan.installments.length,
                amounts: plan.installments.map((i) => money.format(i.amount / 100)).join(', '),
              })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
