import { Datagrid, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { DateField } from '../../components/date-field';
import { useAllows } from '../../lib/use-allows';
import { STATUS_CHOICES } from '../support-requests/support-request-list';

/** A student's support requests, each opening its page, for those who read support. */
export function StudentSupportRequests() {
  const allows = useAllows();
  if (!allows({ resource: 'support', action: 'read' })) return null;
  return (
    <ReferenceManyField
      reference="support-requests"
      target="student"
      label="resources.support-requests.name"
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<></>}>
        <DateField source="created_at" sortable={false} />
        <TextField source="subject" sortable={false} />
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
}
