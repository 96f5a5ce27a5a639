import { COMPLETION_STAGES, type TStudentRecord } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import { Datagrid, EmailField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { DateField } from '../../components/date-field';
import { useCohortChoices, useProgramChoices } from '../../lib/program-choices';
import { useAllows } from '../../lib/use-allows';
import { ProgramNotifyActions } from '../notifications/program-notify-actions';
import { ProgramsField } from './programs-field';
import { SUBSCRIPTION_STATUS_CHOICES } from './status-choices';

const PROFILE_CHOICES = [{ id: 'awaiting_review', name: 'console.home.queues.fields' }];
const PAYMENT_CHOICES = [{ id: 'overdue', name: 'console.students.overdue' }];
const COMPLETION_CHOICES = COMPLETION_STAGES.map((stage) => ({
  id: stage,
  name: `console.students.completion.${stage}`,
}));

/**
 * The students, searched by name or email and filtered on the server by program, cohort, state, stage, and,
 * for those whose role sees them, overdue instalments and fields to verify.
 */
export function StudentList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const programs = useProgramChoices();
  const cohorts = useCohortChoices();
  const allows = useAllows();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="program" source="program" choices={programs} />,
    <SelectInput key="cohort" source="cohort" choices={cohorts} />,
    <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUS_CHOICES} />,
    <SelectInput key="completion" source="completion" choices={COMPLETION_CHOICES} />,
    ...(allows({ resource: 'payments', action: 'read' })
      ? [<SelectInput key="payments" source="payments" choices={PAYMENT_CHOICES} />]
      : []),
    ...(allows({ resource: 'students', action: 'verify' })
      ? [<SelectInput key="profile" source="profile" choices={PROFILE_CHOICES} />]
      : []),
  ];
  return (
    <List filters={filters} actions={<ProgramNotifyActions />} sort={{ field: 'name', order: 'ASC' }}>
      {small ? (
        <SimpleList<TStudentRecord>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => record.programs.map((p) => p.course_name).join(', ')}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          <ProgramsField source="programs" />
          <DateField source="created_at" />
        </Datagrid>
      )}
    </List>
  );
}
