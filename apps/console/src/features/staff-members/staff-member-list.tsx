import type { TStaffMember } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EmailField,
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
import { ROLE_CHOICES } from './role-choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
];

/** The school's staff, searched and sorted on the server. */
export function StaffMemberList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton label="console.staff.invite" />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<TStaffMember>
          primaryText={(member) => member.name}
          secondaryText={(member) => member.email}
          tertiaryText={(member) => translate(`console.roles.${member.role}`)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          <SelectField source="role" choices={ROLE_CHOICES} />
          <BooleanField source="active" sortable={false} />
          <BooleanField source="two_factor_enabled" sortable={false} />
          <DateField source="joined_at" sortable={false} emptyText="—" />
          <DateField source="created_at" />
        </Datagrid>
      )}
    </List>
  );
}
