import {
  Create,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { ProgramsInput } from './programs-input';
import { ROLE_CHOICES } from './role-choices';

/** An admin invites a member: the account is made and its invitation mailed. */
export function StaffMemberCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onSuccess: (member) => {
          notify('console.staff.invited', { type: 'success', messageArgs: { email: member.email } });
          redirect('list', 'staff-members');
        },
      }}
    >
      <SimpleForm defaultValues={{ programs: [] }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <ProgramsInput />
      </SimpleForm>
    </Create>
  );
}
