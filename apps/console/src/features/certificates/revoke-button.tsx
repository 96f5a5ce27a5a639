import { type TStaffCertificate, ZRevokeCertificate, revokeStaffCertificate } from '@portal/contract';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { useDecision } from '../../lib/use-decision';

/** Revokes a valid certificate, saying why: the graduate reads the reason; its code then checks as revoked. */
export function RevokeButton() {
  const certificate = useRecordContext<TStaffCertificate>();
  const allows = useAllows();
  const translate = useTranslate();
  const { open, setOpen, pending, decide } = useDecision('console.certificates.revoked');
  if (certificate?.state !== 'valid' || !allows({ resource: 'certificates', action: 'revoke' })) return null;

  const revoke = (reason: string) =>
    decide(() => call(revokeStaffCertificate, { params: { id: certificate.id }, body: { reason } }));
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {translate('console.certificates.revoke')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('console.certificates.revokeTitle', { code: certificate.code })}
        label="console.certificates.reason"
        help="console.certificates.reasonHelp"
        required="console.certificates.reasonRequired"
        confirm="console.certificates.revoke"
        pending={pending}
        valid={(reason) => ZRevokeCertificate.safeParse({ reason }).success}
        onClose={() => setOpen(false)}
        onConfirm={revoke}
      >
        <DialogContentText>{translate('console.certificates.revokeHelp')}</DialogContentText>
      </ReasonDialog>
    </>
  );
}
