import type { TStaffEnrolment } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  ExportButton,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { useCohortChoices, useProgramChoices } from '../../lib/program-choices';
import { useAllows } from '../../lib/use-allows';
import { ProgramNotifyActions } from '../notifications/program-notify-actions';
import { SUBSCRIPTION_STATUS_CHOICES } from '../students/status-choices';
import { PAYMENT_STATUS_CHOICES } from './enrolment-choices';

function Actions() {
  const allows = useAllows();
  return (
    <ProgramNotifyActions>
      {allows({ resource: 'enrolments', action: 'update' }) && (
        <CreateButton label="console.enrolments.enrol" />
      )}
      <ExportButton />
    </ProgramNotifyActions>
  );
}

/** Students' subscriptions to programs, newest first, searched by student and filtered by program, cohort, state. */
export function EnrolmentList() {
  const translate = useTranslate();
  const allows = useAllows();
  // those who change enrolments open the form; the others read the enrolment
  const opens = allows({ resource: 'enrolments', action: 'update' }) ? 'edit' : 'show';
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="program" source="program" choices={useProgramChoices()} />,
    <SelectInput key="cohort" source="cohort" choices={useCohortChoices()} />,
    <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUS_CHOICES} />,
  ];
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'enrolled_at', order: 'DESC' }}>
      {small ? (
        <SimpleList<TStaffEnrolment>
          primaryText={(enrolment) => enrolment.student.name}
          secondaryText={(enrolment) => enrolment.program.name}
          tertiaryText={(enrolment) => translate(`console.students.statuses.${enrolment.status}`)}
          linkType={opens}
        />
      ) : (
        <Datagrid rowClick={opens} bulkActionButtons={false}>
          <DateField source="enrolled_at" />
          <TextField source="student.name" sortBy="student" />
          <TextField source="program.name" sortable={false} />
          <TextField source="cohort.name" sortable={false} emptyText="—" />
          <SelectField source="status" choices={SUBSCRIPTION_STATUS_CHOICES} sortable={false} />
          <SelectField source="payment_status" choices={PAYMENT_STATUS_CHOICES} sortable={false} />
          <BooleanField source="course_access" sortable={false} />
          <NumberField source="completion" sortable={false} options={{ style: 'unit', unit: 'percent' }} />
        </Datagrid>
      )}
    </List>
  );
}
