import { BooleanField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CentsField } from '../../components/cents-field';
import { ProgramCohorts } from './program-cohorts';
import { ProgramPlans } from './program-plans';

/** A program as a member who does not change its content reads it: its price, cohorts and payment plans. */
export function ProgramShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="slug" />
        <CentsField source="price" />
        <BooleanField source="is_free" />
        <NumberField source="trial_days" emptyText="—" />
        <BooleanField source="enable_paid_at_school" />
        <NumberField source="students" />
      </SimpleShowLayout>
      <ProgramCohorts />
      <ProgramPlans />
    </Show>
  );
}
