import { showSandboxChallenge } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sandbox bank's 3-D Secure page in a frame over the card dialog, as Stripe shows a bank's
 * challenge. The page tells the portal when the cardholder has answered.
 */
export function SandboxChallengeDialog({
  clientSecret,
  onAnswered,
  onCancel,
}: {
  clientSecret: string | null;
  onAnswered: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!clientSecret) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === 'portal:3ds-done') onAnswered();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [clientSecret, onAnswered]);

  return (
    <Dialog open={clientSecret !== null} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{t('checkout.card.challengeTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('checkout.card.challengeText')}
        </Alert>
        {clientSecret && (
          <Box
            component="iframe"
            title={t('checkout.card.challengeFrame')}
            src={`${showSandboxChallenge.path}?client_secret=${encodeURIComponent(clientSecret)}`}
            sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
