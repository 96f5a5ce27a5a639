import {
  EmailField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { SUBSCRIPTION_STATUS_CHOICES } from '../students/status-choices';
import { PAYMENT_STATUS_CHOICES } from './enrolment-choices';

/** Who is enrolled in what, and where it stands: read by every role that sees enrolments. */
export function EnrolmentFacts() {
  return (
    <>
      <Labeled>
        <TextField source="student.name" />
      </Labeled>
      <Labeled>
        <EmailField source="student.email" />
      </Labeled>
      <Labeled>
        <TextField source="program.name" />
      </Labeled>
      <Labeled>
        <TextField source="cohort.name" emptyText="—" />
      </Labeled>
      <Labeled>
        <SelectField source="status" choices={SUBSCRIPTION_STATUS_CHOICES} />
      </Labeled>
      <Labeled>
        <SelectField source="payment_status" choices={PAYMENT_STATUS_CHOICES} />
      </Labeled>
      <Labeled>
        <NumberField source="completion" options={{ style: 'unit', unit: 'percent' }} />
      </Labeled>
      <Labeled>
        <DateField source="enrolled_at" />
      </Labeled>
      <Labeled>
        <DateField source="graduated_at" emptyText="—" />
      </Labeled>
      <Labeled>
        <DateField source="post_graduation_access_until" emptyText="—" />
      </Labeled>
    </>
  );
}

/** An enrolment for those who read it only, such as an instructor. */
export function EnrolmentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <EnrolmentFacts />
        <TextField source="note" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
