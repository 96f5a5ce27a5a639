import type { TStudentRecord } from '@portal/contract';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  ReferenceManyField,
  SelectField,
  TextField,
  useRecordContext,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { useAllows } from '../../lib/use-allows';
import { PAYMENT_STATUS_CHOICES } from '../enrolments/enrolment-choices';
import { ProgramsField } from './programs-field';
import { SUBSCRIPTION_STATUS_CHOICES } from './status-choices';

/**
 * A student's programs: for those who see enrolments, each with its state, payment and access, opening
 * its page, and a way to enrol them in another; for the others, the programs' names.
 */
export function StudentEnrolments() {
  const student = useRecordContext<TStudentRecord>();
  const allows = useAllows();
  if (!allows({ resource: 'enrolments', action: 'read' })) return <ProgramsField source="programs" />;
  const opens = allows({ resource: 'enrolments', action: 'update' }) ? 'edit' : 'show';
  return (
    <>
      <ReferenceManyField reference="enrolments" target="student" label="resources.students.fields.programs">
        <Datagrid rowClick={opens} bulkActionButtons={false} empty={<></>}>
          <TextField source="program.name" sortable={false} />
          <TextField source="cohort.name" sortable={false} emptyText="—" />
          <SelectField source="status" choices={SUBSCRIPTION_STATUS_CHOICES} sortable={false} />
          <SelectField source="payment_status" choices={PAYMENT_STATUS_CHOICES} sortable={false} />
          <BooleanField source="course_access" sortable={false} />
          <DateField source="enrolled_at" sortable={false} />
        </Datagrid>
      </ReferenceManyField>
      {student && allows({ resource: 'enrolments', action: 'update' }) && (
        <CreateButton
          resource="enrolments"
          label="console.enrolments.enrolStudent"
          state={{ record: { student: student.id } }}
        />
      )}
    </>
  );
}
