import { type TStaffLiveSession, ZLiveRecording, setStaffLiveRecording } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { call, fieldsOf } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { useDecision } from '../../lib/use-decision';

/**
 * The link to a session's recording, once it has started: students are told the first time; a link
 * refused keeps what was typed, with the reason under it.
 */
export function RecordingButton() {
  const session = useRecordContext<TStaffLiveSession>();
  const allows = useAllows();
  const translate = useTranslate();
  const { open, setOpen, pending, decide } = useDecision('console.live.recorded');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!session || !['ongoing', 'completed'].includes(session.status)) return null;
  if (!allows({ resource: 'live', action: 'update' })) return null;

  const save = () => {
    if (!ZLiveRecording.safeParse({ recording_url: url }).success)
      return setProblem(translate('console.live.recordingRequired'));
    decide(() =>
      call(setStaffLiveRecording, { params: { id: session.id }, body: { recording_url: url } }),
    ).catch((error: unknown) => setProblem(fieldsOf(error).recording_url?.join(' ') ?? null));
  };
  const label = session.recording_url ? 'console.live.replaceRecording' : 'console.live.addRecording';
  return (
    <>
      <Button
        onClick={() => {
          setUrl(session.recording_url ?? '');
          setProblem(null);
          setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('console.live.recordingHelp')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={translate('resources.live-sessions.fields.recording_url')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending} onClick={save}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
