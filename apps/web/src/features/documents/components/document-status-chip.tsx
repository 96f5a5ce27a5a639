import type { TStudentDocument } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { isSignable } from '../documents-state';

const COLOURS: Record<TStudentDocument['status'], ChipProps['color']> = {
  pending_upload: 'default',
  pending_to_submit: 'info',
  awaiting_review: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** pending_upload reads 'Pending sign' for an e-signature document. */
export function DocumentStatusChip({ item }: { item: TStudentDocument }) {
  const { t } = useTranslation();
  const label =
    item.status === 'pending_upload' && isSignable(item)
      ? t('documents.status.pendingSign')
      : t(`documents.status.${item.status}`);
  return <Chip size="small" color={COLOURS[item.status]} label={label} sx={{ fontWeight: 600 }} />;
}
