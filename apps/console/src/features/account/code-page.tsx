import { verifyTotp } from '@portal/contract';
import { Button } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { call } from '../../lib/api';
import { forgetStaffMe } from '../../providers/auth-provider';
import { AccountCard } from './account-card';
import { CodeField, isCode } from './account-fields';

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
    <AccountCard
      title={translate('console.title')}
      error={wrong ? translate('console.signIn.wrongCode') : null}
      onSubmit={verify}
    >
      <CodeField
        label={translate('console.signIn.code')}
        helperText={translate('console.signIn.codeHelp')}
        value={code}
        onChange={setCode}
      />
      <Button type="submit" variant="contained" disabled={checking || !isCode(code)}>
        {translate('console.signIn.verify')}
      </Button>
    </AccountCard>
  );
}
