import type { TStaffSupportRequest } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';

export const STATUS_CHOICES = [
  { id: 'open', name: 'console.support.statuses.open' },
  { id: 'answered', name: 'console.support.statuses.answered' },
];

/** Students' requests, the one waiting longest first; open ones unless the filter says otherwise. */
export function SupportRequestList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'ASC' }}
    >
      {small ? (
        <SimpleList<TStaffSupportRequest>
          primaryText={(request) => request.subject}
          secondaryText={(request) => request.student.name}
          tertiaryText={(request) => translate(`console.support.statuses.${request.status}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="created_at" showTime />
          <TextField source="subject" sortable={false} />
          <TextField source="student.name" sortBy="student" />
          <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
