import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TPaymentRecord } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

const STATUS_COLOURS: Record<TPaymentRecord['status'], 'success' | 'error' | 'warning' | 'info' | 'default'> =
  {
    complete: 'success',
    failed: 'error',
    pending: 'warning',
    processing: 'warning',
    requires_action: 'warning',
    cancelled: 'default',
    refunded: 'info',
  };

function usePaymentText() {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    what: (p: TPaymentRecord) =>
      p.payment_type === 'installment'
        ? t('paymentDetails.kinds.installment', { number: p.installment_number ?? '' })
        : t(`paymentDetails.kinds.${p.payment_type}`),
    // the school's day, as on the receipt and in its mail
    date: (p: TPaymentRecord) => format.instantDate(p.created_at),
    // the code of a payment at the school, as the desk asks for it
    method: (p: TPaymentRecord) =>
      [t(`paymentDetails.methods.${p.pay_by}`), p.reference_code].filter(Boolean).join(' · '),
    amount: (p: TPaymentRecord) => format.money(p.amount, p.currency),
  };
}

function StatusChip({ payment }: { payment: TPaymentRecord }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[payment.status]}
      label={t(`paymentDetails.statuses.${payment.status}`)}
    />
  );
}

function ReceiptLink({ payment }: { payment: TPaymentRecord }) {
  const { t } = useTranslation();
  if (!payment.receipt) return null;
  return (
    <Button
      href={payment.receipt}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<ReceiptIcon />}
      aria-label={t('paymentDetails.receiptFor', { id: payment.id })}
    >
      {t('paymentDetails.receipt')}
    </Button>
  );
}

/** On a phone each payment is a card: a six-column table would not fit. */
function PaymentCards({ payments }: { payments: TPaymentRecord[] }) {
  const { t } = useTranslation();
  const text = usePaymentText();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('paymentDetails.historyTable')}
      sx={{ p: 0, m: 0, listStyle: 'none' }}
    >
      {payments.map((p) => (
        <Paper component="li" key={p.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography variant="subtitle2" lang={p.course_name_lang}>
                {p.course_name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.what(p)} · {text.method(p)} · {text.date(p)}
              </Typography>
            </div>
            <Typography variant="subtitle2" sx={{ whiteSpace: 'nowrap' }}>
              {text.amount(p)}
            </Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <StatusChip payment={p} />
            <ReceiptLink payment={p} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Every payment with what it paid for, how, and its receipt once complete. */
export function PaymentHistoryTable({ payments }: { payments: TPaymentRecord[] }) {
  const { t } = useTranslation();
  const text = usePaymentText();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) return <PaymentCards payments={payments} />;
  return (
    <TableContainer>
      <Table aria-label={t('paymentDetails.historyTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('paymentDetails.columns.date')}</TableCell>
            <TableCell>{t('paymentDetails.columns.program')}</TableCell>
            <TableCell>{t('paymentDetails.columns.method')}</TableCell>
            <TableCell align="right">{t('paymentDetails.columns.amount')}</TableCell>
            <TableCell>{t('paymentDetails.columns.status')}</TableCell>
            <TableCell>{t('paymentDetails.columns.receipt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.date(p)}</TableCell>
              <TableCell>
                <span lang={p.course_name_lang}>{p.course_name}</span>
                <br />
                <small>{text.what(p)}</small>
              </TableCell>
              <TableCell>{text.method(p)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {text.amount(p)}
              </TableCell>
              <TableCell>
                <StatusChip payment={p} />
              </TableCell>
              <TableCell>
                <ReceiptLink payment={p} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
