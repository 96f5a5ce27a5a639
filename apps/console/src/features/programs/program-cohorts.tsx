import {
  type TSaveStaffCohort,
  type TStaffCohort,
  type TStaffProgram,
  addStaffCohort,
  updateStaffCohort,
} from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  BooleanInput,
  DateInput,
  NumberInput,
  TextInput,
  required,
  useLocaleState,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CentsInput } from '../../components/cents-input';
import { FormDialog, useDialogSave } from '../../components/form-dialog';
import { OtherNameInput } from '../../components/other-name-input';
import { call } from '../../lib/api';
import { intlLocale } from '../../lib/intl-locale';
import { useAllows } from '../../lib/use-allows';

type Editing = { cohort: TStaffCohort | null };

const NEW_COHORT: TSaveStaffCohort = {
  name: '',
  translations: {},
  start_date: '',
  end_date: '',
  is_free: false,
  price: 0,
  seats: null,
};

/** A cohort's dialog: what is typed stays when the server refuses it, its message under the field. */
function CohortDialog({
  program,
  editing,
  onClose,
}: {
  program: TStaffProgram;
  editing: Editing;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const saved = useDialogSave(onClose);
  const refresh = useRefresh();
  const { cohort } = editing;
  const save = async (values: Record<string, unknown>) => {
    const body = values as TSaveStaffCohort;
    return saved(
      async () => {
        await (cohort
          ? call(updateStaffCohort, { params: { id: program.id, cohort: cohort.id }, body })
          : call(addStaffCohort, { params: { id: program.id }, body }));
        refresh();
      },
      cohort ? 'console.programs.cohortSaved' : 'console.programs.cohortAdded',
    );
  };
  return (
    <FormDialog
      id="cohort-dialog-title"
      title={cohort ? 'console.programs.editCohort' : 'console.programs.addCohort'}
      record={cohort ?? NEW_COHORT}
      onSubmit={save}
      onClose={onClose}
    >
      <TextInput source="name" label="console.programs.cohort.name" validate={required()} />
      <OtherNameInput language={program.default_language} />
      <DateInput source="start_date" label="console.programs.cohort.start_date" validate={required()} />
      <DateInput source="end_date" label="console.programs.cohort.end_date" validate={required()} />
      <BooleanInput source="is_free" label="console.programs.cohort.is_free" />
      <CentsInput source="price" label="console.programs.cohort.price" validate={required()} />
      <NumberInput
        source="seats"
        label="console.programs.cohort.seats"
        min={1}
        helperText={
          cohort
            ? translate('console.programs.seatsTaken', { smart_count: cohort.taken })
            : 'console.programs.seatsHelp'
        }
      />
    </FormDialog>
  );
}

/** A cohort program's cohorts, soonest first, with their seats taken; each opens to change it, for who may. */
export function ProgramCohorts() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState<Editing | null>(null);
  const changes = useAllows()({ resource: 'content', action: 'update' });
  if (!program?.is_cohort) return null;
  const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: program.currency });
  return (
    <Box component="section" aria-labelledby="cohorts-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="cohorts-title" component="h2" variant="h6">
          {translate('console.programs.cohorts')}
        </Typography>
        {changes && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ cohort: null })}>
            {translate('console.programs.addCohort')}
          </Button>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['name', 'start_date', 'end_date', 'price', 'seats'].map((field) => (
                <TableCell key={field}>{translate(`console.programs.cohort.${field}`)}</TableCell>
              ))}
              {changes && (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('ra.action.edit')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {program.cohorts.map((cohort) => (
              <TableRow key={cohort.id}>
                <TableCell>{cohort.name}</TableCell>
                <TableCell>{cohort.start_date}</TableCell>
                <TableCell>{cohort.end_date}</TableCell>
                <TableCell>
                  {cohort.is_free ? translate('console.programs.free') : money.format(cohort.price / 100)}
                </TableCell>
                <TableCell>
                  {cohort.seats === null
                    ? translate('console.programs.taken', { smart_count: cohort.taken })
                    : `${cohort.taken} / ${cohort.seats}`}
                </TableCell>
                {changes && (
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={translate('console.programs.editCohortNamed', { name: cohort.name })}
                      onClick={() => setEditing({ cohort })}
                    >
                      {translate('ra.action.edit')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {editing && <CohortDialog program={program} editing={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
