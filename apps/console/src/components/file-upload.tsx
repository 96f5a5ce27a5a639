import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { fieldsOf } from '../lib/api';

/** A file chosen and sent on its own, its refusal under the field and kept until another is chosen. */
export function FileUpload({
  label,
  help,
  accept,
  send,
}: {
  label: string;
  help: string;
  accept: string;
  send: (form: FormData) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      await send(form);
      setProblems([]);
      notify('console.media.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields.file) setProblems(fields.file);
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        type="file"
        label={label}
        error={problems.length > 0}
        helperText={problems.length > 0 ? problems.join(' ') : help}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept } }}
        onChange={(event) => {
          setFile((event.target as HTMLInputElement).files?.[0] ?? null);
          setProblems([]);
        }}
        sx={{ minWidth: 280 }}
      />
      <Button variant="outlined" disabled={!file || busy} onClick={submit} sx={{ mt: { sm: 1 } }}>
        {translate('console.media.upload')}
      </Button>
    </Stack>
  );
}
