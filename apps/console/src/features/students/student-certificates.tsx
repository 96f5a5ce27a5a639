import { Datagrid, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { DateField } from '../../components/date-field';
import { useAllows } from '../../lib/use-allows';
import { STATE_CHOICES } from '../certificates/certificate-choices';

/** A student's certificates, each opening its page, for those who see certificates. */
export function StudentCertificates() {
  const allows = useAllows();
  if (!allows({ resource: 'certificates', action: 'read' })) return null;
  return (
    <ReferenceManyField reference="certificates" target="student" label="resources.certificates.name">
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<></>}>
        <TextField source="code" sortable={false} />
        <TextField source="program.name" sortable={false} />
        <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        <DateField source="issued_at" sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
}
