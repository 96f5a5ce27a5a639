import type { TStaffEnrolment } from '@portal/contract';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';

/** The registrar opens a program to a student (a bursary, a transfer), subscribing them if needed. */
export function EnrolmentCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="console.enrolments.enrol"
      mutationOptions={{
        onSuccess: (enrolment: TStaffEnrolment) => {
          notify('console.enrolments.enrolled', { type: 'success' });
          redirect('edit', 'enrolments', enrolment.id);
        },
      }}
    >
      <SimpleForm>
        <ReferenceInput source="student" reference="students">
          <AutocompleteInput
            optionText="name"
            validate={required()}
            helperText="console.payments.studentHelp"
          />
        </ReferenceInput>
        <SelectInput source="program" choices={useProgramChoices()} validate={required()} />
        <TextInput source="note" multiline minRows={2} fullWidth helperText="console.enrolments.noteHelp" />
      </SimpleForm>
    </Create>
  );
}
