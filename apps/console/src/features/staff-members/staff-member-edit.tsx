import { BooleanInput, Edit, SelectInput, SimpleForm, TextField, Labeled, EmailField } from 'react-admin';
import { SaveToolbar } from '../../components/save-toolbar';
import { ProgramsInput } from './programs-input';
import { ROLE_CHOICES } from './role-choices';

/** An admin changes a member's role or programs, or removes them from the staff. */
export function StaffMemberEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveToolbar />}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <SelectInput source="role" choices={ROLE_CHOICES} />
        <ProgramsInput />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
