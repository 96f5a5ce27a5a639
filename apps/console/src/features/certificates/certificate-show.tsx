import { EmailField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateField } from '../../components/date-field';
import { STATE_CHOICES } from './certificate-choices';
import { RevokeButton } from './revoke-button';

/** One certificate: as printed, whose, and whether it stands; a valid one may be revoked. */
export function CertificateShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RevokeButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="printed_name" />
        <TextField source="student.name" />
        <EmailField source="student.email" />
        <TextField source="program.name" />
        {/* a day of the school's calendar, shown as written */}
        <TextField source="completed_on" />
        <DateField source="issued_at" showTime />
        <SelectField source="state" choices={STATE_CHOICES} />
        <DateField source="revoked_at" showTime emptyText="—" />
        <TextField source="revoked_reason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
