import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { certificateVerifyPath } from '../api/grade-paths';

/** Checks a code typed from a printed certificate; the result has its own address, to share. */
export function VerifyCodeForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed !== '') void navigate(certificateVerifyPath(trimmed));
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      noValidate
    >
      <TextField
        label={t('grades.verify.code')}
        placeholder="7KQ2-M9XD-4HTP"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" size="large">
        {t('grades.verify.submit')}
      </Button>
    </Stack>
  );
}
