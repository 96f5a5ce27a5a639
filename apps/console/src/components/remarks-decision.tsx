import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

type Choice<D extends string> = { decision: D; label: string };

type Props<D extends string> = {
  /**
   * Where its texts are in the catalogue: `remarks`, `remarksHelp`, `remarksRequired`, each choice's
   * label, and what is said once a decision is made (`<keys>.<decision>`).
   */
  keys: string;
  approve: Choice<D>;
  refuse: Choice<D> & { color: 'warning' | 'error' };
  minRows?: number;
  /** Whether the decision passes the contract's rule (a refusal says why). */
  valid: (decision: D, remarks: string) => boolean;
  send: (decision: D, remarks: string) => Promise<unknown>;
};

/**
 * A staff decision on what a student handed in: approve it, or refuse it saying why; the student is
 * told either way. What was typed stays when the call fails.
 */
export function RemarksDecision<D extends string>({
  keys,
  approve,
  refuse,
  minRows = 2,
  ...props
}: Props<D>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);

  const decide = (decision: D) => {
    if (!props.valid(decision, remarks)) return setMissing(true);
    setPending(true);
    props
      .send(decision, remarks)
      .then(() => {
        notify(`${keys}.${decision}`, { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setPending(false));
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={translate(`${keys}.remarks`)}
        value={remarks}
        onChange={(event) => {
          setRemarks(event.target.value);
          setMissing(false);
        }}
        multiline
        minRows={minRows}
        error={missing}
        helperText={translate(`${keys}.${missing ? 'remarksRequired' : 'remarksHelp'}`)}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={pending} onClick={() => decide(approve.decision)}>
          {translate(approve.label)}
        </Button>
        <Button
          variant="outlined"
          color={refuse.color}
          disabled={pending}
          onClick={() => decide(refuse.decision)}
        >
          {translate(refuse.label)}
        </Button>
      </Stack>
    </Stack>
  );
}
