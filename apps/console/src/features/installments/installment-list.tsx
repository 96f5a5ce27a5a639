import type { TStaffInstallment } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  DateField,
  ExportButton,
  FilterButton,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';
import { CentsField } from '../../components/cents-field';
import { STATUS_CHOICES } from './installment-choices';
import { OverdueField } from './overdue-field';

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** A due date as the console's language writes a day; stored as the school's calendar day. */
const dayOf = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });

/** Every instalment of the payment plans, soonest due first, searched by student; the overdue ones apart. */
export function InstallmentList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const programs = useProgramChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="overdue" source="overdue" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
    <SelectInput key="program" source="program" choices={programs} />,
  ];
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'due_date', order: 'ASC' }}>
      {small ? (
        <SimpleList<TStaffInstallment>
          primaryText={(installment) => installment.student.name}
          secondaryText={(installment) =>
            `${(installment.amount / 100).toFixed(2)} ${installment.currency} · ${installment.program.name}`
          }
          tertiaryText={(installment) =>
            `${dayOf(installment.due_date, locale === 'en' ? 'en-CA' : locale)} · ${translate(
              installment.overdue
                ? 'console.installments.overdue'
                : `console.installments.statuses.${installment.status}`,
            )}`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="due_date" options={{ timeZone: 'UTC' }} />
          <TextField source="student.name" sortBy="student" />
          <TextField source="program.name" sortable={false} />
          <NumberField source="number" sortable={false} />
          <CentsField source="amount" />
          <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
          <OverdueField source="overdue" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
