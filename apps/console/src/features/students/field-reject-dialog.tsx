import { ZReviewProfileField } from '@portal/contract';
import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog';

type Props = {
  open: boolean;
  label: string;
  pending: boolean;
  onClose: () => void;
  onReject: (remarks: string) => Promise<unknown>;
};

/** Rejecting a field says why: the student reads the remarks beside it. What was typed stays on failure. */
export function FieldRejectDialog({ open, label, pending, onClose, onReject }: Props) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      open={open}
      title={translate('console.profile.rejectTitle', { field: label })}
      label="console.profile.remarks"
      help="console.profile.remarksHelp"
      required="console.profile.remarksRequired"
      confirm="console.profile.reject"
      pending={pending}
      // the contract's rule, told in the console's language
      valid={(remarks) => ZReviewProfileField.safeParse({ decision: 'rejected', remarks }).success}
      onClose={onClose}
      onConfirm={onReject}
    />
  );
}
