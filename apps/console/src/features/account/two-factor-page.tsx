import { Box, Button, Stack, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { enableTwoFactor, verifyTotp } from '@portal/contract';
import { call } from '../../lib/api';
import { forgetStaffMe } from '../../providers/auth-provider';
import { AccountCard } from './account-card';
import { CodeField, PasswordField, isCode } from './account-fields';

type Enrolment = { uri: string; key: string; qr: string; backupCodes: string[] };

/**
 * A member sets up their authenticator app: their password again, then the app scans the code (or
 * takes the key), and its first code turns the second factor on.
 */
export function TwoFactorPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await call(enableTwoFactor, { body: { password } });
      const key = new URL(answer.totpURI).searchParams.get('secret') ?? '';
      setEnrolment({
        uri: answer.totpURI,
        key,
        qr: await QRCode.toDataURL(answer.totpURI, { margin: 1, width: 224 }),
        backupCodes: answer.backupCodes,
      });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await call(verifyTotp, { body: { code: code.replace(/\s/g, '') } });
      forgetStaffMe();
      navigate('/');
    } catch {
      setError(translate('console.signIn.wrongCode'));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title={translate('console.twoFactor.title')}
      intro={translate('console.twoFactor.intro')}
      error={error}
    >
      {!enrolment ? (
        <Stack component="form" spacing={2} onSubmit={start} noValidate>
          <PasswordField
            label={translate('console.twoFactor.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" variant="contained" disabled={busy || !password}>
            {translate('console.twoFactor.start')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={confirm} noValidate>
          <Typography>{translate('console.twoFactor.scan')}</Typography>
          <Box
            component="img"
            src={enrolment.qr}
            alt={translate('console.twoFactor.qr')}
            sx={{ width: 224, height: 224, alignSelf: 'center' }}
          />
          <Typography>
            {translate('console.twoFactor.key')}{' '}
            <Box component="code" sx={{ wordBreak: 'break-all' }} data-testid="totp-key">
              {enrolment.key}
            </Box>
          </Typography>
          <Typography component="h2" variant="subtitle1">
            {translate('console.twoFactor.backupCodes')}
          </Typography>
          <Typography variant="body2">{translate('console.twoFactor.backupHelp')}</Typography>
          <Box component="ul" sx={{ columns: 2, fontFamily: 'monospace', m: 0 }}>
            {enrolment.backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </Box>
          <CodeField label={translate('console.twoFactor.code')} value={code} onChange={setCode} />
          <Button type="submit" variant="contained" disabled={busy || !isCode(code)}>
            {translate('console.twoFactor.confirm')}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
