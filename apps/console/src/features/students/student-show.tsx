import {
  BooleanField,
  Datagrid,
  EmailField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { TStudentRecord } from '@portal/contract';
import { DateField } from '../../components/date-field';
import { StudentAttendance } from '../attendance/student-attendance';
import { STATUS_CHOICES } from '../documents/status-choices';
import { NotifyButton } from '../notifications/notify-button';
import { StudentQuizAccommodations } from '../quiz-accommodations/student-quiz-accommodations';
import { ProfileFields } from './profile-fields';
import { StudentCertificates } from './student-certificates';
import { StudentSupportRequests } from './student-support-requests';
import { StudentEnrolments } from './student-enrolments';
import { StudentPayments } from './student-payments';
import { StudentWork } from './student-work';

/**
 * A student's record: who they are, their programs, their profile field by field for those who verify
 * it, their work, attendance, payments and certificates, their extra time on quizzes, and their
 * documents, each opening its own page.
 */
/** What a member may do to the whole record. */
function Actions() {
  const student = useRecordContext<TStudentRecord>();
  return (
    <TopToolbar>
      {student && <NotifyButton to={{ student: student.id }} label="console.notices.toStudent" />}
    </TopToolbar>
  );
}

export function StudentShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <BooleanField source="email_verified" />
        <TextField source="phone" emptyText="—" />
        <DateField source="created_at" />
        <StudentEnrolments />
        <ProfileFields />
        <StudentWork />
        <StudentPayments />
        <StudentCertificates />
        <StudentSupportRequests />
        <StudentAttendance />
        <StudentQuizAccommodations />
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
