import {
  type TQuotaAttendance,
  type TStudentRecord,
  ZRecordStudentAttendance,
  listStudentAttendance,
  recordStudentAttendance,
} from '@portal/contract';
import Button from '@mui/material/Button';
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
import {
  Datagrid,
  DateField,
  NumberField,
  ReferenceManyField,
  SelectField,
  TextField as TextColumn,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { STATE_CHOICES } from './practice-entry-choices';

const attendanceKey = (student: number) => ['console', 'attendance', student];

/** How many attendances to add to one item, and the button that records them. */
function RecordAttendance({ student, line }: { student: number; line: TQuotaAttendance }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const [count, setCount] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const record = () => {
    const body = { content: line.item.id, count: Number(count) };
    if (count === '' || !ZRecordStudentAttendance.safeParse(body).success) return setInvalid(true);
    setPending(true);
    call(recordStudentAttendance, { params: { id: student }, body })
      .then(async () => {
        notify('console.attendance.recorded', { type: 'success' });
        setCount('1');
        await queries.invalidateQueries({ queryKey: attendanceKey(student) });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        type="number"
        label={translate('console.attendance.count')}
        value={count}
        onChange={(event) => {
          setCount(event.target.value);
          setInvalid(false);
        }}
        slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
        error={invalid}
        helperText={invalid ? translate('console.attendance.countRange') : undefined}
        sx={{ width: 110 }}
      />
      <Button
        variant="outlined"
        disabled={pending}
        onClick={record}
        aria-label={translate('console.attendance.recordFor', { item: line.item.name })}
      >
        {translate('console.attendance.record')}
      </Button>
    </Stack>
  );
}

/**
 * The quota items of the student's programs with what is recorded toward each, and, for those who
 * record attendance, a form on each to add to it; then the entries of their practice logs.
 */
export function StudentAttendance() {
  const student = useRecordContext<TStudentRecord>();
  const translate = useTranslate();
  const allows = useAllows();
  const reads = allows({ resource: 'attendance', action: 'read' });
  const records = allows({ resource: 'attendance', action: 'record' });
  const { data } = useQuery({
    queryKey: attendanceKey(student?.id ?? 0),
    queryFn: () => call(listStudentAttendance, { params: { id: student!.id } }),
    enabled: reads && student !== undefined,
  });
  if (!reads || !student) return null;
  const lines = data?.results ?? [];
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {translate('console.attendance.title')}
      </Typography>
      {data && lines.length === 0 ? (
        <Typography>{translate('console.attendance.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('console.attendance.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.practice-entries.fields.program.name')}</TableCell>
              <TableCell>{translate('resources.practice-entries.fields.item.name')}</TableCell>
              <TableCell>{translate('resources.practice-entries.fields.recorded_count')}</TableCell>
              {records && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={`${line.program.subscription_id}-${line.item.id}`}>
                <TableCell>{line.program.name}</TableCell>
                <TableCell>
                  {line.item.name}
                  <Typography variant="body2" color="text.secondary">
                    {translate(`console.attendance.kinds.${line.item.kind}`)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {translate('console.attendance.counted', {
                    recorded: line.recorded_count,
                    required: line.required_count,
                  })}
                </TableCell>
                {records && (
                  <TableCell>
                    <RecordAttendance student={student.id} line={line} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ReferenceManyField
        reference="practice-entries"
        target="student"
        label="resources.students.fields.practice"
        sort={{ field: 'date', order: 'DESC' }}
      >
        <Typography component="h3" variant="subtitle1">
          {translate('resources.students.fields.practice')}
        </Typography>
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography>{translate('console.practice.none')}</Typography>}
        >
          <TextColumn source="item.name" sortable={false} />
          <DateField source="date" sortable={false} />
          <NumberField source="duration_minutes" sortable={false} />
          <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}
