import { PORTAL_PAGES, type TSubscription } from '@portal/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InstallmentDueBanner } from '../../../components/installment-due-banner';
import { useFormat } from '../../../lib/format';
import { awaitsPayment, STATUS_COLOURS, statusOf } from '../subscription-status';
import { CredentialLinks } from './credential-links';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** What the student paid or still owes, by payment status; nothing for a free program. */
function usePriceLine(subscription: TSubscription): string | null {
  const { t } = useTranslation();
  const format = useFormat();
  const amount = format.money(subscription.price, subscription.price_currency);
  if (subscription.payment_status === 'free' || subscription.price === 0) return null;
  if (subscription.payment_status === 'paid') return t('dashboard.price.paid', { amount });
  if (subscription.payment_status === 'unpaid') return t('dashboard.price.due', { amount });
  return t('dashboard.price.total', { amount });
}

/** The trial's end, or how long a graduate may still look through the program. */
function useAccessLine(subscription: TSubscription): string | null {
  const { t } = useTranslation();
  const format = useFormat();
  const status = statusOf(subscription);
  if (status === 'trial' && subscription.trial_ends_at) {
    const date = format.instantDate(subscription.trial_ends_at);
    // the server closes a trial's access once it has ended
    return subscription.access === 'pending'
      ? t('dashboard.trialEnded', { date })
      : t('dashboard.trialEnds', { date });
  }
  if (status !== 'graduated') return null;
  const until = subscription.post_graduation_access_end_date;
  return subscription.access === 'view_only' && until
    ? t('dashboard.viewOnlyUntil', { date: format.date(until) })
    : t('dashboard.accessClosed');
}

/** One program of My Programs: where the student stands, and the way back in. */
export function SubscriptionCard({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const status = statusOf(subscription);
  const price = usePriceLine(subscription);
  const accessLine = useAccessLine(subscription);
  const started = subscription.course_completion > 0 || subscription.current_content !== null;
  const gpa = subscription.gpa_final_score;

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" color={STATUS_COLOURS[status]} label={t(`dashboard.status.${status}`)} />
            {accessLine && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {accessLine}
              </Typography>
            )}
          </Stack>
          <Typography id={headingId} variant="h5" component="h3" lang={subscription.course_name_lang}>
            {subscription.course_name}
          </Typography>
          {subscription.cohort_name && (
            <Typography
              variant="body2"
              lang={subscription.cohort_name_lang ?? undefined}
              sx={{ color: 'text.secondary', mt: 0.5 }}
            >
              {subscription.cohort_name}
            </Typography>
          )}
          <div>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('dashboard.progress')}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t('dashboard.percent', { percent: subscription.course_completion })}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={subscription.course_completion}
              aria-label={t('dashboard.progressOf', { name: subscription.course_name })}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </div>
          <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
            <Detail
              label={t('dashboard.payment')}
              value={t(`dashboard.paymentStatus.${subscription.payment_status}`)}
            />
            {price && <Detail label={t('dashboard.priceLabel')} value={price} />}
            {subscription.has_gpa && (
              <Detail
                label={t('dashboard.gpa')}
                value={gpa === null ? t('dashboard.gpaPending') : format.decimal(gpa)}
              />
            )}
          </Stack>
          <InstallmentDueBanner subscription={subscription} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {subscription.access !== 'closed' && (
          <Button
            component={RouterLink}
            to={PORTAL_PAGES.room(subscription.course_slug, subscription.id, subscription.current_content)}
            variant="contained"
          >
            {started ? t('dashboard.continue') : t('dashboard.start')}
          </Button>
        )}
        {awaitsPayment(subscription) && (
          <Button
            component={RouterLink}
            to={`/checkout/${subscription.course}?subscription=${subscription.id}`}
            variant="outlined"
            sx={{ ml: '0 !important' }}
          >
            {t('dashboard.completePayment')}
          </Button>
        )}
        <CredentialLinks subscription={subscription} />
      </CardActions>
    </Card>
  );
}
