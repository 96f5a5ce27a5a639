import { type TLedgerPayment, ZRefundPayment, refundPayment } from '@portal/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { useDecision } from '../../lib/use-decision';

/**
 * Refunds a completed payment in full, saying why, and whether the student withdraws (the program
 * closes) or keeps their access. What was typed stays if the call fails.
 */
export function RefundButton() {
  const payment = useRecordContext<TLedgerPayment>();
  const allows = useAllows();
  const translate = useTranslate();
  const { open, setOpen, pending, decide } = useDecision('console.payments.refunded');
  const [endAccess, setEndAccess] = useState(false);
  if (payment?.status !== 'complete' || !allows({ resource: 'payments', action: 'refund' })) return null;

  const refund = (reason: string) =>
    decide(() =>
      call(refundPayment, { params: { id: payment.id }, body: { reason, end_access: endAccess } }),
    );
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {translate('console.payments.refund')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('console.payments.refundTitle')}
        label="console.payments.refundReason"
        help="console.payments.refundReasonHelp"
        required="console.payments.refundReasonRequired"
        confirm="console.payments.refundConfirm"
        pending={pending}
        valid={(reason) => ZRefundPayment.safeParse({ reason }).success}
        onClose={() => setOpen(false)}
        onConfirm={refund}
      >
        <DialogContentText>
          {translate(
            payment.method === 'paid_to_school'
              ? 'console.payments.refundAtDesk'
              : 'console.payments.refundByProvider',
          )}
        </DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={endAccess} onChange={(event) => setEndAccess(event.target.checked)} />}
          label={translate('console.payments.endAccess')}
        />
        <DialogContentText variant="body2">
          {translate(endAccess ? 'console.payments.endAccessHelp' : 'console.payments.keepAccessHelp')}
        </DialogContentText>
      </ReasonDialog>
    </>
  );
}
