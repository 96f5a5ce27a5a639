import { getBackgroundWork, retryBackgroundJob } from '@portal/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { useFormatMoment } from '../../lib/intl-locale';

const WORK = ['staff-background-work'];
const COLUMNS = ['waiting', 'running', 'retrying', 'failed'] as const;

/** The portal's background work by kind, and what failed for good with a button to try it again. */
export function BackgroundWorkPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const since = useFormatMoment();
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: WORK,
    queryFn: () => call(getBackgroundWork),
    refetchInterval: 30_000,
  });
  const retry = (id: string) =>
    call(retryBackgroundJob, { params: { id } })
      .then(() => notify('console.jobs.retried', { type: 'success' }))
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => void client.invalidateQueries({ queryKey: WORK }));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="console.jobs.title" />
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography component="h2" variant="h6">
          {translate('console.jobs.byKind')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.jobs.kind')}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {translate(`console.jobs.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.counts.map((row) => (
              <TableRow key={row.topic}>
                <TableCell>{row.topic}</TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {row[column]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {translate('console.jobs.failedTitle')}
        </Typography>
        {data?.failed.length === 0 && <Typography>{translate('console.jobs.noneFailed')}</Typography>}
        {data && data.failed.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.jobs.kind')}</TableCell>
                <TableCell>{translate('console.jobs.failedAt')}</TableCell>
                <TableCell>{translate('console.jobs.error')}</TableCell>
                <TableCell>{translate('console.jobs.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.failed.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>{job.topic}</TableCell>
                  <TableCell>
                    {translate('console.jobs.afterTries', { smart_count: job.attempts, at: since(job.at) })}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{job.error}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => retry(job.id)}>
                      {translate('console.jobs.retry')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
