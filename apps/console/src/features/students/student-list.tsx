import type { TStudentRecord } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';
import { ProgramsField } from './programs-field';
import { SUBSCRIPTION_STATUS_CHOICES } from './status-choices';

/** The students, searched by name or email and filtered by program and state on the server. */
export function StudentList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const programs = useProgramChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="program" source="program" choices={programs} />,
    <SelectInput key="status" source="status" choices={SUBSCRIPTION_STATUS_CHOICES} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
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
