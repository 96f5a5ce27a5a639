import { resetPassword } from '@portal/contract';
import { Button } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { call, codeOf } from '../../lib/api';
import { AccountCard } from './account-card';
import { PasswordField } from './account-fields';

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
      setError(
        codeOf(failure) === 'INVALID_TOKEN'
          ? translate('console.setPassword.invalidLink')
          : (failure as Error).message,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountCard
      title={translate('console.setPassword.title')}
      intro={translate('console.setPassword.intro')}
      error={error}
      onSubmit={save}
    >
      <PasswordField
        label={translate('console.setPassword.password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        label={translate('console.setPassword.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <Button type="submit" variant="contained" disabled={saving}>
        {translate('console.setPassword.save')}
      </Button>
    </AccountCard>
  );
}
