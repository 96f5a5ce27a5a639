import {
  type TQuizAccommodation,
  type TStudentRecord,
  ZSetQuizAccommodation,
  clearQuizAccommodation,
  listQuizAccommodations,
  setQuizAccommodation,
} from '@portal/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';

type Kind = 'multiplier' | 'extra_minutes';
const accommodationsKey = (student: number) => ['console', 'quiz-accommodations', student];
const scopeOf = (accommodation: TQuizAccommodation) => String(accommodation.program?.id ?? 'all');

/** Extra time for every program or for one of the student's: a multiplier or minutes, and a note. */
function AccommodationForm({ student }: { student: TStudentRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const [program, setProgram] = useState('all');
  const [kind, setKind] = useState<Kind>('multiplier');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const save = () => {
    const body = { [kind]: value === '' ? NaN : Number(value), note };
    if (!ZSetQuizAccommodation.safeParse(body).success) return setInvalid(true);
    setPending(true);
    call(setQuizAccommodation, { params: { id: student.id, program }, body })
      .then(async () => {
        notify('console.accommodations.saved', { type: 'success' });
        setValue('');
        setNote('');
        await queries.invalidateQueries({ queryKey: accommodationsKey(student.id) });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={translate('console.accommodations.program')}
        value={program}
        onChange={(event) => setProgram(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">{translate('console.accommodations.allPrograms')}</MenuItem>
        {student.programs.map((p) => (
          <MenuItem key={p.course_id} value={String(p.course_id)}>
            {p.course_name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('console.accommodations.kind')}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as Kind);
          setInvalid(false);
        }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="multiplier">{translate('console.accommodations.kinds.multiplier')}</MenuItem>
        <MenuItem value="extra_minutes">{translate('console.accommodations.kinds.extra_minutes')}</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="number"
        label={translate(
          kind === 'multiplier' ? 'console.accommodations.multiplier' : 'console.accommodations.extraMinutes',
        )}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
        slotProps={{
          htmlInput:
            kind === 'multiplier' ? { min: 1.01, max: 4, step: 0.05 } : { min: 1, max: 600, step: 1 },
        }}
        error={invalid}
        helperText={invalid ? translate('console.accommodations.invalid') : undefined}
        sx={{ maxWidth: 240 }}
      />
      <TextField
        size="small"
        label={translate('console.accommodations.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        helperText={translate('console.accommodations.noteHelp')}
        sx={{ flexGrow: 1 }}
      />
      <Button variant="contained" disabled={pending} onClick={save}>
        {translate('console.accommodations.save')}
      </Button>
    </Stack>
  );
}

/**
 * The student's extra time on timed quizzes, for the staff who keep student records: what is set, in
 * every program or one, a form to set it and a button to remove each.
 */
export function StudentQuizAccommodations() {
  const student = useRecordContext<TStudentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const keeps = useAllows()({ resource: 'students', action: 'update' });
  const { data } = useQuery({
    queryKey: accommodationsKey(student?.id ?? 0),
    queryFn: () => call(listQuizAccommodations, { params: { id: student!.id } }),
    enabled: keeps && student !== undefined,
  });
  if (!keeps || !student) return null;
  const programName = (accommodation: TQuizAccommodation) =>
    accommodation.program?.name ?? translate('console.accommodations.allPrograms');
  const clear = (accommodation: TQuizAccommodation) =>
    call(clearQuizAccommodation, { params: { id: student.id, program: scopeOf(accommodation) } })
      .then(async () => {
        notify('console.accommodations.cleared', { type: 'success' });
        await queries.invalidateQueries({ queryKey: accommodationsKey(student.id) });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  const rows = data?.results ?? [];
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('console.accommodations.title')}
      </Typography>
      {data && rows.length === 0 ? (
        <Typography>{translate('console.accommodations.none')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('console.accommodations.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.accommodations.program')}</TableCell>
              <TableCell>{translate('console.accommodations.time')}</TableCell>
              <TableCell>{translate('console.accommodations.note')}</TableCell>
              <TableCell>{translate('console.accommodations.updated')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((accommodation) => (
              <TableRow key={scopeOf(accommodation)}>
                <TableCell>{programName(accommodation)}</TableCell>
                <TableCell>
                  {accommodation.multiplier !== null
                    ? translate('console.accommodations.multiplied', { value: accommodation.multiplier })
                    : translate('console.accommodations.minutes', { value: accommodation.extra_minutes })}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{accommodation.note || '—'}</TableCell>
                <TableCell>{new Date(accommodation.updated_at).toLocaleDateString()}</TableCell>
                <TableCell>
                  <Button
                    color="warning"
                    onClick={() => void clear(accommodation)}
                    aria-label={translate('console.accommodations.clearFor', {
                      program: programName(accommodation),
                    })}
                  >
                    {translate('console.accommodations.clear')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AccommodationForm student={student} />
    </Stack>
  );
}
