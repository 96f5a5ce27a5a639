import type { TPracticeEntryReview } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';
import { STATE_CHOICES } from './practice-entry-choices';

/** The practice logs to review: without a state filter, the entries waiting, the oldest added first. */
export function PracticeEntryList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const programs = useProgramChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="state" source="state" choices={STATE_CHOICES} />,
    <SelectInput key="program" source="program" choices={programs} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'ASC' }}>
      {small ? (
        <SimpleList<TPracticeEntryReview>
          primaryText={(entry) => entry.student.name}
          secondaryText={(entry) => entry.item.name}
          tertiaryText={(entry) => entry.date}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="student.name" sortBy="student" />
          <TextField source="item.name" sortable={false} />
          <TextField source="program.name" sortable={false} />
          <DateField source="date" />
          <NumberField source="duration_minutes" sortable={false} />
          <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
          <DateField source="created_at" showTime />
        </Datagrid>
      )}
    </List>
  );
}
