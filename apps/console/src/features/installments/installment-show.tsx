import {
  DateField,
  EmailField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { CentsField } from '../../components/cents-field';
import { STATUS_CHOICES } from './installment-choices';
import { OverdueField } from './overdue-field';
import { RescheduleButton } from './reschedule-button';

/** One instalment: whose, for what, when and how much; a pending one may be given another due date. */
export function InstallmentShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RescheduleButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="student.name" />
        <EmailField source="student.email" />
        <TextField source="program.name" />
        <NumberField source="number" />
        <DateField source="due_date" options={{ timeZone: 'UTC' }} />
        <CentsField source="amount" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <OverdueField source="overdue" />
        <DateField source="paid_at" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
