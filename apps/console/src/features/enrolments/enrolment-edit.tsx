import { BooleanInput, Edit, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { SaveToolbar } from '../../components/save-toolbar';
import { EnrolmentFacts } from './enrolment-facts';
import { GraduateButton } from './graduate-button';

/**
 * One enrolment: the registrar opens or closes the room and writes the note the student reads; graduation
 * and the time after it have their own dialog.
 */
export function EnrolmentEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <GraduateButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<SaveToolbar />}>
        <EnrolmentFacts />
        <BooleanInput source="course_access" helperText="console.enrolments.accessHelp" />
        <TextInput source="note" multiline minRows={2} fullWidth helperText="console.enrolments.noteHelp" />
      </SimpleForm>
    </Edit>
  );
}
