import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPaymentKind, TPaymentStatus } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  LazyContactAdminDialog,
  preloadContactAdminDialog,
} from '../../../components/lazy-contact-admin-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';
import { toast } from '../../../lib/toast';
import { postPayment } from '../api/pay';
import { usePaymentStatus } from '../api/get-payment-status';
import { openInteracPopup } from '../interac/interac-popup';
import { thanksPath } from '../payment-state';

type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'waiting'; link: string; verifying: boolean }
  | { kind: 'failed' }
  | { kind: 'complete' };

/**
 * Where the payment stands, from the link this screen opened and the latest status. A link still
 * open from an earlier visit (a reload, say) is picked up again; an earlier attempt's answer says
 * nothing about the one just started.
 */
export function phaseOf(
  started: string | null,
  latest: TPaymentStatus | undefined,
  starting: boolean,
): Phase {
  if (starting) return { kind: 'starting' };
  const open = latest?.status === 'pending' || latest?.status === 'PROCESSING';
  const link = started ?? (open ? latest?.click2pay_payment_link : null);
  if (!link) return { kind: 'idle' };
  if (latest?.click2pay_payment_link !== link) return { kind: 'waiting', link, verifying: false };
  if (latest.status === 'complete') return { kind: 'complete' };
  if (latest.status === 'failed') return { kind: 'failed' };
  return { kind: 'waiting', link, verifying: latest.status === 'PROCESSING' };
}

type Props = {
  courseId: number;
  subscriptionId: number;
  kind: TPaymentKind;
  amountLabel: string;
  extras: { subscription_aid: string; payment_plan?: number; subscription_installment?: number };
};

function errorOf(error: unknown, t: TFunction): string {
  return errorMessage(error, t) ?? t('messages.payment.generic');
}

/**
 * The Interac pay screen: the bank's page opens in a pop-up, the portal polls the payment every
 * 10 seconds, says when the payment is being verified, and moves on once it is complete or failed.
 */
export function InteracPayPanel({ courseId, subscriptionId, kind, amountLabel, extras }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const popup = useRef<Window | null>(null);
  const interacOf = (data: TPaymentStatus | undefined) =>
    data?.handler_status === 'click2pay' ? data : undefined;
  const status = usePaymentStatus(subscriptionId, {
    pollWhile: (data) => phaseOf(started, interacOf(data), false).kind === 'waiting',
  });
  const latest = interacOf(status.data);
  const phase = phaseOf(started, latest, starting);
  const polling = phase.kind === 'waiting';

  useEffect(() => {
    if (phase.kind === 'failed') popup.current?.close();
    if (phase.kind !== 'complete') return;
    popup.current?.close();
    void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    void navigate(thanksPath(courseId, kind, subscriptionId));
  }, [phase.kind, courseId, kind, subscriptionId, navigate, queryClient]);

  // the sandbox bank says when the payer has decided, so the answer shows without waiting for the poll
  const { refetch } = status;
  useEffect(() => {
    if (!polling) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === 'portal:interac-done') void refetch();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [polling, refetch]);

  const proceed = async () => {
    popup.current = openInteracPopup();
    setStarting(true);
    try {
      const answer = await postPayment(kind, {
        subscription: subscriptionId,
        payment_api_mode: 'click2pay',
        ...extras,
      });
      if (!answer.payment_link) {
        popup.current?.close();
        toast.error(t('messages.payment.noLink'));
        return;
      }
      if (popup.current && !popup.current.closed) popup.current.location.href = answer.payment_link;
      setStarted(answer.payment_link);
      await refetch();
    } catch (error) {
      popup.current?.close();
      toast.error(errorOf(error, t));
    } finally {
      setStarting(false);
    }
  };

  const reopen = (event: React.MouseEvent) => {
    event.preventDefault();
    if (phase.kind === 'waiting') popup.current = openInteracPopup(phase.link);
  };

  return (
    <Stack spacing={2}>
      {phase.kind === 'failed' ? (
        <Alert severity="error" role="alert">
          {t('messages.payment.failed')}
        </Alert>
      ) : (
        <Typography>{t('checkout.interac.intro', { amount: amountLabel })}</Typography>
      )}

      {phase.kind === 'waiting' ? (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('checkout.interac.waiting')}</Typography>
          </Stack>
          <Typography variant="body2">
            <Trans
              i18nKey="checkout.interac.popupHint"
              components={{ here: <Link href={phase.link} onClick={reopen} /> }}
            />
          </Typography>
          <Link href={phase.link} onClick={reopen} variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {t('checkout.interac.differentBank')}
          </Link>
          <Button
            component={RouterLink}
            to={`/checkout/${courseId}/payment-pending?subscription=${subscriptionId}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('checkout.interac.finishLater')}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={() => void proceed()}
          loading={phase.kind === 'starting'}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {phase.kind === 'failed' ? t('checkout.interac.tryAgain') : t('checkout.interac.proceed')}
        </Button>
      )}

      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="/programs" variant="text">
          {t('checkout.goToPrograms')}
        </Button>
        <Button
          variant="text"
          onPointerEnter={preloadContactAdminDialog}
          onFocus={preloadContactAdminDialog}
          onClick={() => setContactOpen(true)}
        >
          {t('checkout.contactUs')}
        </Button>
      </Stack>

      <Dialog open={phase.kind === 'waiting' && phase.verifying} maxWidth="xs" fullWidth>
        <DialogTitle>{t('checkout.interac.verifyingTitle')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={28} />
            <Typography>{t('checkout.interac.verifyingText')}</Typography>
          </Stack>
        </DialogContent>
      </Dialog>

      <LazyContactAdminDialog
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        title={t('checkout.contactTitle')}
        successMessage={t('checkout.contactSuccess')}
        source="contact"
      />
    </Stack>
  );
}
