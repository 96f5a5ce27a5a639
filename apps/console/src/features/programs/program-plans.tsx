import { type TStaffPaymentPlan, type TStaffProgram, removeStaffPaymentPlan } from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { intlLocale } from '../../lib/intl-locale';
import { useAllows } from '../../lib/use-allows';
import { PlanDialog } from './plan-dialog';

/** The payment plans students choose at checkout: finance adds, changes and withdraws them. */
export function ProgramPlans() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const sets = useAllows()({ resource: 'payments', action: 'update' });
  const [editing, setEditing] = useState<{ plan: TStaffPaymentPlan | null } | null>(null);
  const [removing, setRemoving] = useState<TStaffPaymentPlan | null>(null);
  if (!program || (program.payment_plans.length === 0 && (program.is_free || !sets))) return null;
  const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: program.currency });
  const remove = async (plan: TStaffPaymentPlan) => {
    setRemoving(null);
    try {
      await call(removeStaffPaymentPlan, { params: { id: program.id, plan: plan.id } });
      notify(plan.chosen ? 'console.plans.retired' : 'console.plans.removed', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="plans-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="plans-title" component="h2" variant="h6">
          {translate('console.programs.plans')}
        </Typography>
        {sets && !program.is_free && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ plan: null })}>
            {translate('console.plans.add')}
          </Button>
        )}
      </Box>
      <List dense>
        {program.payment_plans.map((plan) => (
          <ListItem
            key={plan.id}
            secondaryAction={
              sets && (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    size="small"
                    aria-label={translate('console.plans.editNamed', { name: plan.name })}
                    onClick={() => setEditing({ plan })}
                  >
                    {translate('ra.action.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={translate('console.plans.removeNamed', { name: plan.name })}
                    onClick={() => setRemoving(plan)}
                  >
                    {translate('ra.action.remove')}
                  </Button>
                </Box>
              )
            }
            sx={{ pr: sets ? 20 : 2 }}
          >
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
      {editing && <PlanDialog program={program} plan={editing.plan} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={removing !== null}
        title="console.plans.removeTitle"
        content={removing?.chosen ? 'console.plans.retireText' : 'console.plans.removeText'}
        translateOptions={{ name: removing?.name ?? '' }}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
