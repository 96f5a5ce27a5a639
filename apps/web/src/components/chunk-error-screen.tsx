import CloudOffIcon from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** Shown when a page's code did not arrive: offline, time-out, or a new version replaced the old files. */
export function ChunkErrorScreen({ timedOut = false }: { timedOut?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<CloudOffIcon />}
      title={t('errors.chunk.title')}
      text={timedOut ? t('errors.chunk.timedOut') : t('errors.chunk.failed')}
      actions={
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
