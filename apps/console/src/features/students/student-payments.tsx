import { Datagrid, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { DateField } from '../../components/date-field';
import { useAllows } from '../../lib/use-allows';
import { CentsField } from '../../components/cents-field';
import { KIND_CHOICES, METHOD_CHOICES, STATUS_CHOICES } from '../payments/payment-choices';

/** A student's payments and attempts, each opening its page in the ledger, for those who see payments. */
export function StudentPayments() {
  const allows = useAllows();
  if (!allows({ resource: 'payments', action: 'read' })) return null;
  return (
    <ReferenceManyField
      reference="payments"
      target="student"
      label="resources.students.fields.payments"
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="created_at" showTime sortable={false} />
        <TextField source="program.name" sortable={false} />
        <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
        <SelectField source="method" choices={METHOD_CHOICES} sortable={false} />
        <CentsField source="amount" sortable={false} />
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
}
