import { EmailField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateField } from '../../components/date-field';
import { CentsField } from '../../components/cents-field';
import { KIND_CHOICES, METHOD_CHOICES, STATUS_CHOICES } from './payment-choices';
import { RefundButton } from './refund-button';

/** One payment of the ledger: whose, what for, how, and where it stands; a paid one may be refunded. */
export function PaymentShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="student.name" />
        <EmailField source="student.email" />
        <TextField source="program.name" />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <SelectField source="method" choices={METHOD_CHOICES} />
        <CentsField source="amount" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <TextField source="reference_code" emptyText="—" />
        <TextField source="failure_message" emptyText="—" />
        <DateField source="created_at" showTime />
        <DateField source="updated_at" showTime />
        <DateField source="refunded_at" showTime emptyText="—" />
        <TextField source="refund_reason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
