import { type TStaffEnrolment, graduateEnrolment } from '@portal/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';

/**
 * Graduates the student, keeping the room open to look at until a day or not; on a graduated enrolment,
 * changes that day. What was chosen stays if the call fails.
 */
export function GraduateButton() {
  const enrolment = useRecordContext<TStaffEnrolment>();
  const allows = useAllows();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [keepOpen, setKeepOpen] = useState(false);
  const [until, setUntil] = useState('');
  const [pending, setPending] = useState(false);
  if (!enrolment || enrolment.status === 'cancelled') return null;
  if (!allows({ resource: 'enrolments', action: 'graduate' })) return null;
  const graduated = enrolment.status === 'graduated';

  const submit = () => {
    setPending(true);
    const body = { post_graduation_access_until: keepOpen ? until : null };
    call(graduateEnrolment, { params: { id: enrolment.id }, body })
      .then(() => {
        notify(graduated ? 'console.enrolments.accessChanged' : 'console.enrolments.graduated', {
          type: 'success',
        });
        setOpen(false);
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <>
      <Button
        onClick={() => {
          setKeepOpen(enrolment.post_graduation_access_until !== null);
          setUntil(enrolment.post_graduation_access_until ?? '');
          setOpen(true);
        }}
      >
        {translate(graduated ? 'console.enrolments.afterGraduation' : 'console.enrolments.graduate')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate(graduated ? 'console.enrolments.afterGraduation' : 'console.enrolments.graduateTitle', {
            name: enrolment.student.name,
            program: enrolment.program.name,
          })}
        </DialogTitle>
        <DialogContent>
          <FormControlLabel
            control={<Checkbox checked={keepOpen} onChange={(event) => setKeepOpen(event.target.checked)} />}
            label={translate('console.enrolments.keepOpen')}
          />
          {keepOpen && (
            <TextField
              type="date"
              fullWidth
              margin="dense"
              label={translate('console.enrolments.until')}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending || (keepOpen && !until)} onClick={submit}>
            {translate(graduated ? 'ra.action.save' : 'console.enrolments.graduate')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
