import { type TSendStaffNotification, ZSendStaffNotification, sendStaffNotification } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';

/** The kinds of notice the school writes by hand; the others come from the portal's own events. */
const TYPES = [
  'general',
  'subscription',
  'live_session',
  'support',
  'payment',
  'document_verification',
] as const;

type Props = { to: { student: number } | { program: number }; label: string };

/**
 * Writes a notice to a student's bell, or to every student of a program: it reaches their mail too, as
 * each student chose. What was typed stays if the call fails; a second click waits for the first.
 */
export function NotifyButton({ to, label }: Props) {
  const allows = useAllows();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState({ type: 'general', heading: '', message: '' });
  const [invalid, setInvalid] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  if (!allows({ resource: 'notifications', action: 'send' })) return null;

  const send = () => {
    const body = ZSendStaffNotification.safeParse({ ...notice, ...to });
    if (!body.success) return setInvalid(body.error.issues.map((issue) => String(issue.path[0])));
    setPending(true);
    call(sendStaffNotification, { body: body.data as TSendStaffNotification })
      .then(({ notified }) => {
        notify('console.notices.sent', { type: 'success', messageArgs: { smart_count: notified } });
        setNotice({ type: 'general', heading: '', message: '' });
        setOpen(false);
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  const field = (name: 'heading' | 'message') => ({
    fullWidth: true,
    margin: 'dense' as const,
    label: translate(`console.notices.${name}`),
    value: notice[name],
    error: invalid.includes(name),
    helperText: invalid.includes(name) ? translate('console.notices.required') : ' ',
    onChange: (event: { target: { value: string } }) => {
      setNotice({ ...notice, [name]: event.target.value });
      setInvalid(invalid.filter((other) => other !== name));
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{translate(label)}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('console.notices.type')}
            value={notice.type}
            onChange={(event) => setNotice({ ...notice, type: event.target.value })}
          >
            {TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`console.notices.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('heading')} autoFocus />
          <TextField {...field('message')} multiline minRows={3} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending} onClick={send}>
            {translate('console.notices.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
