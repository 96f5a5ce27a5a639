import { TextField } from '@mui/material';

type Field = { label: string; value: string; onChange: (value: string) => void };

export function PasswordField({ label, value, onChange, autoComplete }: Field & { autoComplete: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}

/** The six digits an authenticator app shows, a space between its halves allowed. */
export function CodeField({ label, helperText, value, onChange }: Field & { helperText?: string }) {
  return (
    <TextField
      label={label}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
      autoFocus
      required
    />
  );
}

export const isCode = (code: string) => code.replace(/\s/g, '').length === 6;
