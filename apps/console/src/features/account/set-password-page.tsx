import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@portal/contract';
import { call } from '../../lib/api';
import { AccountFrame } from './account-frame';

/** Where an invitation's link leads: the member chooses the password of their new account. */
export function SetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setError(translate('console.setPassword.mismatch'));
    setSaving(true);
    try {
      await call(resetPassword, { body: { newPassword: password, token: params.get('token') ?? '' } });
      notify('console.setPassword.done', { type: 'success' });
      navigate('/login');
    } catch (failure) {
      const code = (failure as { body?: { code?: string } }).body?.code;
      setError(
        code === 'INVALID_TOKEN' ? translate('console.setPassword.invalidLink') : (failure as Error).message,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountFrame>
      <Card component="form" onSubmit={save} noValidate>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5">
              {translate('console.setPassword.title')}
            </Typography>
            <Typography>{translate('console.setPassword.intro')}</Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={translate('console.setPassword.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            <TextField
              label={translate('console.setPassword.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              required
            />
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('console.setPassword.save')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </AccountFrame>
  );
}
