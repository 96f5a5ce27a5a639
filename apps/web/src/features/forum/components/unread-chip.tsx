import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "3 new": posts by others the student has not read yet; nothing when there are none. */
export function UnreadChip({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Chip size="small" color="primary" label={t('forum.newCount', { count })} sx={{ fontWeight: 600 }} />
  );
}
