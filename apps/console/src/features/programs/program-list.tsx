import type { TStaffProgram } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, Datagrid, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { CentsField } from '../../components/cents-field';

/** The programs in the catalogue's order; an instructor sees theirs. */
export function ProgramList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false}>
      {small ? (
        <SimpleList<TStaffProgram>
          primaryText={(program) => program.name}
          secondaryText={(program) => program.slug}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="slug" sortable={false} />
          <CentsField source="price" sortable={false} />
          <BooleanField source="is_cohort" sortable={false} />
          <NumberField source="students" />
        </Datagrid>
      )}
    </List>
  );
}
