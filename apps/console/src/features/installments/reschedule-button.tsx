import { type TStaffInstallment, rescheduleInstallment } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';

/**
 * Gives a pending instalment another due date. The server says why a date is refused (in the past, not
 * a date), shown under the field; what was typed stays.
 */
export function RescheduleButton() {
  const installment = useRecordContext<TStaffInstallment>();
  const allows = useAllows();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [dueDate, setDueDate] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (installment?.status !== 'pending' || !allows({ resource: 'payments', action: 'update' })) return null;

  const start = () => {
    setDueDate(installment.due_date);
    setRefused(null);
    setOpen(true);
  };
  const submit = () => {
    setPending(true);
    call(rescheduleInstallment, { params: { id: installment.id }, body: { due_date: dueDate } })
      .then(() => {
        notify('console.installments.rescheduled', { type: 'success' });
        setOpen(false);
        refresh();
      })
      .catch((error: Error) => {
        const refusal = error instanceof HttpError ? error.body?.errors?.due_date : undefined;
        // said in the console's language by `call`
        if (typeof refusal === 'string') setRefused(refusal);
        else if (error instanceof HttpError && error.status === 409) {
          // paid or cancelled meanwhile: the page shows where it stands now
          notify('console.installments.notPending', { type: 'error' });
          setOpen(false);
          refresh();
        } else notify(error.message, { type: 'error' });
      })
      .finally(() => setPending(false));
  };
  return (
    <>
      <Button onClick={start}>{translate('console.installments.reschedule')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('console.installments.rescheduleTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('console.installments.rescheduleHelp')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="date"
            margin="dense"
            label={translate('console.installments.newDueDate')}
            value={dueDate}
            onChange={(event) => {
              setDueDate(event.target.value);
              setRefused(null);
            }}
            error={refused !== null}
            helperText={refused ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending || dueDate === ''} onClick={submit}>
            {translate('console.installments.rescheduleConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
