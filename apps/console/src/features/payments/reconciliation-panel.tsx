import {
  type TFailedPaymentJob,
  getPaymentReconciliation,
  reconcilePaymentsNow,
  retryPaymentJob,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { call } from '../../lib/api';
import { useFormatMoment } from '../../lib/intl-locale';
import { useAllows } from '../../lib/use-allows';

const RECONCILIATION = ['console', 'payments', 'reconciliation'];
const ledgerOf = (awaiting: string) =>
  `/payments?${new URLSearchParams({ filter: JSON.stringify({ awaiting }) })}`;

/** One piece of payment work that failed for good, with what it was doing and a retry. */
function FailedJob({ job, canRetry }: { job: TFailedPaymentJob; canRetry: boolean }) {
  const translate = useTranslate();
  const since = useFormatMoment();
  const notify = useNotify();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const retry = () => {
    setPending(true);
    call(retryPaymentJob, { params: { id: job.id } })
      .then(() => notify('console.reconciliation.retried', { type: 'success' }))
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => {
        setPending(false);
        void client.invalidateQueries({ queryKey: RECONCILIATION });
      });
  };
  const what = translate(`console.reconciliation.topics.${job.topic}`, { _: job.topic });
  return (
    <ListItem
      secondaryAction={
        canRetry && (
          <Button size="small" disabled={pending} onClick={retry}>
            {translate('console.reconciliation.retry')}
          </Button>
        )
      }
    >
      <ListItemText
        primary={
          job.payment_id === null ? (
            what
          ) : (
            <Link to={`/payments/${job.payment_id}/show`}>
              {translate('console.reconciliation.ofPayment', { what, id: job.payment_id })}
            </Link>
          )
        }
        secondary={translate('console.reconciliation.failedAfter', {
          smart_count: job.attempts,
          at: since(job.at),
          error: job.error,
        })}
      />
    </ListItem>
  );
}

/**
 * The ledger against its providers: what waits on a card gateway or a bank, on the desk, or on a
 * refund's money, each opening the ledger filtered to it; and the payment work that failed for good.
 */
export function ReconciliationPanel() {
  const translate = useTranslate();
  const since = useFormatMoment();
  const notify = useNotify();
  const allows = useAllows();
  const { data } = useQuery({
    queryKey: RECONCILIATION,
    queryFn: () => call(getPaymentReconciliation),
    refetchInterval: 60_000,
  });
  if (!data) return null;
  const acts = allows({ resource: 'payments', action: 'update' });
  const rows = [
    { key: 'provider', waiting: data.awaiting_provider },
    { key: 'beyondWindow', waiting: data.beyond_window, hideEmpty: true },
    { key: 'school', waiting: data.slips_open },
    { key: 'refund', waiting: data.refunds_pending },
  ].filter((row) => !row.hideEmpty || row.waiting.count > 0);
  const checkNow = () =>
    call(reconcilePaymentsNow)
      .then(() => notify('console.reconciliation.checking', { type: 'info' }))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="reconciliation-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="reconciliation-title" component="h2" variant="h6">
            {translate('console.reconciliation.title')}
          </Typography>
          {acts && <Button onClick={checkNow}>{translate('console.reconciliation.checkNow')}</Button>}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('console.reconciliation.every', {
            smart_count: data.check_every_minutes,
            days: data.window_days,
          })}
        </Typography>
        <List dense sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {rows.map(({ key, waiting }) => (
            <ListItem key={key} disablePadding sx={{ flex: '1 1 16rem' }}>
              <ListItemButton component={Link} to={ledgerOf(key === 'beyondWindow' ? 'provider' : key)}>
                <ListItemText
                  primary={translate(`console.reconciliation.${key}`, { smart_count: waiting.count })}
                  secondary={
                    waiting.oldest_at
                      ? translate('console.reconciliation.oldest', { at: since(waiting.oldest_at) })
                      : undefined
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {data.failed_jobs.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1">
              {translate('console.reconciliation.failedTitle')}
            </Typography>
            <List dense>
              {data.failed_jobs.map((job) => (
                <FailedJob key={job.id} job={job} canRetry={acts} />
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
