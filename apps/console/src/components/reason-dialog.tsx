import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';

type Props = {
  open: boolean;
  title: string;
  /** The field's label, its help, and what it says when the reason is missing: catalogue keys. */
  label: string;
  help: string;
  required: string;
  confirm: string;
  pending: boolean;
  /** Whether the reason passes the contract's rule. */
  valid: (reason: string) => boolean;
  onClose: () => void;
  /** Sends the decision; the reason typed is kept if it fails. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** What the decision does, and its choices, above the reason. */
  children?: ReactNode;
};

/** A decision that says why (a rejection, a refund, a revocation): the student reads the reason. */
export function ReasonDialog({
  open,
  title,
  label,
  help,
  required,
  confirm,
  pending,
  valid,
  ...props
}: Props) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!valid(reason)) return setMissing(true);
    props.onConfirm(reason).then(
      () => setReason(''),
      () => {},
    );
  };
  return (
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {props.children}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={translate(label)}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing}
          helperText={translate(missing ? required : help)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={pending} onClick={submit}>
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
