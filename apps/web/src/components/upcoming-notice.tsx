import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Said plainly on screens whose content comes in a later release. */
export function UpcomingNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      {t('common.upcoming')}
    </Alert>
  );
}
