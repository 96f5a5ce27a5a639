import {
  type TGradingWork,
  ZGradeStudentWork,
  ZReturnStudentWork,
  gradeStudentWork,
  returnStudentWork,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../lib/api';

type Problem = 'marks' | 'remarks' | null;

/**
 * Marks out of the maximum with remarks, or, for an assignment or homework waiting for marks, its
 * return to the student to hand in again (which says why). What was typed stays when a call fails.
 */
export function GradeForm({ work }: { work: TGradingWork }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [marks, setMarks] = useState(work.marks === null ? '' : String(work.marks));
  const [remarks, setRemarks] = useState(work.remarks);
  const [problem, setProblem] = useState<Problem>(null);
  const [pending, setPending] = useState(false);
  if (work.state === 'returned') return <Typography>{translate('console.grading.withStudent')}</Typography>;

  const send = (done: string, request: () => Promise<unknown>) => {
    setPending(true);
    request()
      .then(() => {
        notify(done, { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  const grade = () => {
    const value = Number(marks);
    const body = { marks: value, remarks };
    if (marks === '' || value > work.max_marks || !ZGradeStudentWork.safeParse(body).success)
      return setProblem('marks');
    send('console.grading.graded', () => call(gradeStudentWork, { params: { id: work.id }, body }));
  };
  const giveBack = () => {
    if (!ZReturnStudentWork.safeParse({ remarks }).success) return setProblem('remarks');
    send('console.grading.returned', () =>
      call(returnStudentWork, { params: { id: work.id }, body: { remarks } }),
    );
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={translate('console.grading.marks', { max: work.max_marks })}
        type="number"
        value={marks}
        onChange={(event) => {
          setMarks(event.target.value);
          setProblem(null);
        }}
        slotProps={{ htmlInput: { min: 0, max: work.max_marks, step: 0.25 } }}
        error={problem === 'marks'}
        helperText={
          problem === 'marks' ? translate('console.grading.marksRange', { max: work.max_marks }) : ' '
        }
      />
      <TextField
        label={translate('console.grading.remarks')}
        value={remarks}
        onChange={(event) => {
          setRemarks(event.target.value);
          setProblem(null);
        }}
        multiline
        minRows={3}
        error={problem === 'remarks'}
        helperText={
          problem === 'remarks'
            ? translate('console.grading.remarksRequired')
            : translate('console.grading.remarksHelp')
        }
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={pending} onClick={grade}>
          {translate(work.state === 'graded' ? 'console.grading.regrade' : 'console.grading.grade')}
        </Button>
        {work.kind !== 'quiz_answer' && work.state === 'to_grade' && (
          <Button variant="outlined" color="warning" disabled={pending} onClick={giveBack}>
            {translate('console.grading.return')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
