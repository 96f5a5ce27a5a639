import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TLiveStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TLiveStatus, ChipProps['color']> = {
  scheduled: 'info',
  ongoing: 'success',
  completed: 'default',
  cancelled: 'error',
};

export function LiveStatusChip({ status }: { status: TLiveStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[status]} variant="outlined" label={t(`live.status.${status}`)} />;
}
