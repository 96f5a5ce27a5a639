import { completionColour } from '@portal/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The profile's completion next to Profile: green above 75 %, amber above 50 %, red otherwise. */
export function CompletionChip({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={completionColour(percent)}
      label={t('account.completion', { percent })}
      sx={{ fontWeight: 600, height: 22 }}
    />
  );
}
