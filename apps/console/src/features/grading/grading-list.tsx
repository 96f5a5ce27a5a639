import type { TGradingWork } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { useProgramChoices } from '../../lib/program-choices';
import { KIND_CHOICES, STATE_CHOICES } from './grading-choices';

/** The work to grade: without a state filter, what waits for marks, the oldest handed in first. */
export function GradingList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const programs = useProgramChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="state" source="state" choices={STATE_CHOICES} />,
    <SelectInput key="kind" source="kind" choices={KIND_CHOICES} />,
    <SelectInput key="program" source="program" choices={programs} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'submitted_at', order: 'ASC' }}>
      {small ? (
        <SimpleList<TGradingWork>
          primaryText={(work) => work.student.name}
          secondaryText={(work) => work.item.name}
          tertiaryText={(work) => translate(`console.grading.kinds.${work.kind}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="student.name" sortBy="student" />
          <TextField source="item.name" sortBy="item" />
          <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
          <TextField source="program.name" sortable={false} />
          <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
          <DateField source="submitted_at" showTime />
        </Datagrid>
      )}
    </List>
  );
}
