import type { TStaffProgram } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, Datagrid, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { CentsField } from '../../components/cents-field';
import { useAllows } from '../../lib/use-allows';

/** The programs in the catalogue's order; an instructor sees theirs. Each opens to change, or to read. */
export function ProgramList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const opens = useAllows()({ resource: 'content', action: 'update' }) ? 'edit' : 'show';
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} exporter={false}>
      {small ? (
        <SimpleList<TStaffProgram>
          primaryText={(program) => program.name}
          secondaryText={(program) => program.slug}
          linkType={opens}
        />
      ) : (
        <Datagrid rowClick={opens} bulkActionButtons={false}>
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
