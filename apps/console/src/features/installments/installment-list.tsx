import { type TStaffInstallment, remindInstallmentsNow } from '@portal/contract';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Button from '@mui/material/Button';
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
  useNotify,
  useTranslate,
} from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { useProgramChoices } from '../../lib/program-choices';
import { CentsField } from '../../components/cents-field';
import { STATUS_CHOICES } from './installment-choices';
import { OverdueField } from './overdue-field';

/** The hourly reminders sent now, by a worker: each notice still goes once. */
function RemindNowButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const remind = () =>
    call(remindInstallmentsNow)
      .then(() => notify('console.installments.reminding', { type: 'info' }))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Button size="small" startIcon={<NotificationsActiveIcon />} onClick={remind}>
      {translate('console.installments.remindNow')}
    </Button>
  );
}

function Actions() {
  const reminds = useAllows()({ resource: 'payments', action: 'update' });
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
      {reminds && <RemindNowButton />}
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
    // the toolbar stays when there is none yet: its reminders are asked for from it
    <List filters={filters} actions={<Actions />} sort={{ field: 'due_date', order: 'ASC' }} empty={false}>
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
