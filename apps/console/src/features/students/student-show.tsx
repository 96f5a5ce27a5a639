import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { STATUS_CHOICES } from '../documents/status-choices';
import { ProgramsField } from './programs-field';

/** A student's record: who they are, their programs, and their documents, each opening its review. */
export function StudentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <BooleanField source="email_verified" />
        <TextField source="phone" emptyText="—" />
        <DateField source="created_at" />
        <ProgramsField source="programs" />
        <ReferenceManyField
          reference="documents"
          target="student"
          label="resources.students.fields.documents"
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="requirement.name" sortable={false} />
            <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
            <DateField source="updated_at" showTime sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
