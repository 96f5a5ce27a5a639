import type { TLedgerPayment } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  CreateButton,
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
import { CentsField } from '../../components/cents-field';
import { AWAITING_CHOICES, KIND_CHOICES, METHOD_CHOICES, STATUS_CHOICES } from './payment-choices';
import { ReconciliationPanel } from './reconciliation-panel';

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="console.payments.recordAtSchool" />
      <ExportButton />
    </TopToolbar>
  );
}

/**
 * The ledger: every payment and attempt, newest first, searched by student or a slip's code, under where it
 * stands against its providers.
 */
export function PaymentList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const programs = useProgramChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
    <SelectInput key="method" source="method" choices={METHOD_CHOICES} />,
    <SelectInput key="kind" source="kind" choices={KIND_CHOICES} />,
    <SelectInput key="program" source="program" choices={programs} />,
    <SelectInput key="awaiting" source="awaiting" choices={AWAITING_CHOICES} />,
  ];
  return (
    <>
      <ReconciliationPanel />
      <List filters={filters} actions={<Actions />} sort={{ field: 'created_at', order: 'DESC' }}>
        {small ? (
          <SimpleList<TLedgerPayment>
            primaryText={(payment) => payment.student.name}
            secondaryText={(payment) =>
              `${(payment.amount / 100).toFixed(2)} ${payment.currency} · ${payment.program.name}`
            }
            tertiaryText={(payment) => translate(`console.payments.statuses.${payment.status}`)}
            linkType="show"
          />
        ) : (
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <DateField source="created_at" showTime />
            <TextField source="student.name" sortBy="student" />
            <TextField source="program.name" sortable={false} />
            <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
            <SelectField source="method" choices={METHOD_CHOICES} sortable={false} />
            <CentsField source="amount" />
            <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
            <TextField source="reference_code" sortable={false} emptyText="—" />
          </Datagrid>
        )}
      </List>
    </>
  );
}
