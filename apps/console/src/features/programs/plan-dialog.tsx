import {
  type TSaveStaffPaymentPlan,
  type TStaffPaymentPlan,
  type TStaffProgram,
  addStaffPaymentPlan,
  updateStaffPaymentPlan,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import {
  ArrayInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  required,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CentsInput } from '../../components/cents-input';
import { FormDialog, useDialogSave } from '../../components/form-dialog';
import { OtherNameInput } from '../../components/other-name-input';
import { call } from '../../lib/api';

const NEW_PLAN: TSaveStaffPaymentPlan = {
  name: '',
  translations: {},
  registration_fee: 0,
  installments: [{ amount: 0, due_after_days: 30 }],
};

/**
 * A plan's dialog: its names in both languages, its fee and its instalments. Once a student chose the
 * plan, its money stays as they agreed to it and only the names change.
 */
export function PlanDialog({
  program,
  plan,
  onClose,
}: {
  program: TStaffProgram;
  plan: TStaffPaymentPlan | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const saved = useDialogSave(onClose);
  const refresh = useRefresh();
  const fixed = plan?.chosen ?? false;
  const save = async (values: Record<string, unknown>) => {
    const { name, translations, registration_fee, installments } = values as TSaveStaffPaymentPlan;
    const body = {
      name,
      translations,
      registration_fee,
      installments: installments.map(({ amount, due_after_days }) => ({ amount, due_after_days })),
    };
    return saved(
      async () => {
        await (plan
          ? call(updateStaffPaymentPlan, { params: { id: program.id, plan: plan.id }, body })
          : call(addStaffPaymentPlan, { params: { id: program.id }, body }));
        refresh();
      },
      plan ? 'console.plans.saved' : 'console.plans.added',
    );
  };
  return (
    <FormDialog
      id="plan-dialog-title"
      title={plan ? 'console.plans.edit' : 'console.plans.add'}
      record={plan ?? NEW_PLAN}
      onSubmit={save}
      onClose={onClose}
      wide
    >
      <TextInput source="name" label="console.plans.name" validate={required()} fullWidth />
      <OtherNameInput language={program.default_language} />
      {fixed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('console.plans.chosen')}
        </Alert>
      )}
      <CentsInput
        source="registration_fee"
        label="console.plans.registration_fee"
        validate={required()}
        disabled={fixed}
      />
      <ArrayInput source="installments" label="console.plans.installments">
        <SimpleFormIterator inline disableReordering disableClear disableAdd={fixed} disableRemove={fixed}>
          <CentsInput source="amount" label="console.plans.amount" validate={required()} disabled={fixed} />
          <NumberInput
            source="due_after_days"
            label="console.plans.due_after_days"
            min={1}
            validate={required()}
            disabled={fixed}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </FormDialog>
  );
}
