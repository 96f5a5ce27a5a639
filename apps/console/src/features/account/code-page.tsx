import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { verifyTotp } from '@portal/contract';
import { call } from '../../lib/api';
import { forgetStaffMe } from '../../providers/auth-provider';
import { AccountFrame } from './account-frame';

/** The second step of a sign-in: the code the member's authenticator app shows now. */
export function CodePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    try {
      await call(verifyTotp, { body: { code: code.replace(/\s/g, '') } });
      forgetStaffMe();
      navigate('/');
    } catch {
      setWrong(true);
      setCode('');
    } finally {
      setChecking(false);
    }
  }

  return (
    <AccountFrame>
      <Card component="form" onSubmit={verify} noValidate>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5">
              {translate('console.title')}
            </Typography>
            {wrong && <Alert severity="error">{translate('console.signIn.wrongCode')}</Alert>}
            <TextField
              label={translate('console.signIn.code')}
              helperText={translate('console.signIn.codeHelp')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
              autoFocus
              required
            />
            <Button type="submit" variant="contained" disabled={checking || code.trim().length < 6}>
              {translate('console.signIn.verify')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </AccountFrame>
  );
}
