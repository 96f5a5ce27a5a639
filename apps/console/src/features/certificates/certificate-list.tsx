import type { TStaffCertificate } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  ExportButton,
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
import { useProgramChoices } from '../../lib/program-choices';
import { STATE_CHOICES } from './certificate-choices';

/** Issued certificates, newest first, found by their code or the graduate, valid or revoked. */
export function CertificateList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="state" source="state" choices={STATE_CHOICES} />,
    <SelectInput key="program" source="program" choices={useProgramChoices()} />,
  ];
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      sort={{ field: 'issued_at', order: 'DESC' }}
    >
      {small ? (
        <SimpleList<TStaffCertificate>
          primaryText={(certificate) => certificate.student.name}
          secondaryText={(certificate) => `${certificate.code} · ${certificate.program.name}`}
          tertiaryText={(certificate) => translate(`console.certificates.states.${certificate.state}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="issued_at" />
          <TextField source="code" sortable={false} />
          <TextField source="student.name" sortBy="student" />
          <TextField source="program.name" sortable={false} />
          <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
